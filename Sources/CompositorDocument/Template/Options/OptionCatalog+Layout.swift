extension OptionCatalog {
    /// `batch --layout`: the output folder's layout (command line only).
    public static let layout = NameOption<BatchLayout>(
        flag: "--layout", key: nil, defaultValue: .plain,
        help: "plain (default: the clips under their own names) or fastlane (also app_previews/en-US/NAME_IPHONE_67.mp4 … for each App Store preview and screenshots/en-US/… for each screenshot, as fastlane deliver uploads them, and a Deliverfile with the previews' poster frame).")
}
