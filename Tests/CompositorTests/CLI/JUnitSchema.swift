/// The JUnit XML schema `check --report junit.xml` is validated against (`xmllint --schema`,
/// Debian's libxml2-utils, installed by `scripts/setup.sh --test`).
///
/// JUnit XML has no schema from JUnit itself; CI systems read the layout Ant's
/// XMLJUnitResultFormatter writes, which Jenkins' xunit plugin describes in `junit-10.xsd`
/// (jenkinsci/xunit-plugin, MIT) and GitLab's and GitHub's test reporters accept. This is that
/// schema's content model, written out here for the elements a report can hold: a
/// `testsuites` root holding `testsuite`s; a `testsuite` with a required `tests` count holding
/// `testcase`s (and properties, output); a `testcase` with a required `name` holding any of
/// `skipped`, `error`, `failure` (mixed text, optional `type` and `message`), `system-out`,
/// `system-err`. Attributes outside these lists are invalid, as in junit-10.xsd.
enum JUnitSchema {
    static let xsd = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xs:complexType name="outcome" mixed="true">
        <xs:attribute name="type" type="xs:string"/>
        <xs:attribute name="message" type="xs:string"/>
      </xs:complexType>
      <xs:element name="failure" type="outcome"/>
      <xs:element name="error" type="outcome"/>
      <xs:element name="skipped" type="outcome"/>
      <xs:element name="system-out" type="xs:string"/>
      <xs:element name="system-err" type="xs:string"/>
      <xs:element name="property">
        <xs:complexType>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="value" type="xs:string" use="required"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="properties">
        <xs:complexType>
          <xs:sequence><xs:element ref="property" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="testcase">
        <xs:complexType>
          <xs:choice minOccurs="0" maxOccurs="unbounded">
            <xs:element ref="skipped"/><xs:element ref="error"/><xs:element ref="failure"/>
            <xs:element ref="system-out"/><xs:element ref="system-err"/>
          </xs:choice>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="classname" type="xs:string"/>
          <xs:attribute name="assertions" type="xs:string"/>
          <xs:attribute name="time" type="xs:string"/>
          <xs:attribute name="timestamp" type="xs:string"/>
          <xs:attribute name="status" type="xs:string"/>
          <xs:attribute name="class" type="xs:string"/>
          <xs:attribute name="file" type="xs:string"/>
          <xs:attribute name="line" type="xs:string"/>
          <xs:attribute name="log" type="xs:string"/>
          <xs:attribute name="group" type="xs:string"/>
          <xs:attribute name="url" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuite">
        <xs:complexType>
          <xs:choice minOccurs="0" maxOccurs="unbounded">
            <xs:element ref="testsuite"/><xs:element ref="properties"/><xs:element ref="testcase"/>
            <xs:element ref="system-out"/><xs:element ref="system-err"/>
          </xs:choice>
          <xs:attribute name="tests" type="xs:string" use="required"/>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="failures" type="xs:string"/>
          <xs:attribute name="errors" type="xs:string"/>
          <xs:attribute name="skipped" type="xs:string"/>
          <xs:attribute name="disabled" type="xs:string"/>
          <xs:attribute name="time" type="xs:string"/>
          <xs:attribute name="timestamp" type="xs:string"/>
          <xs:attribute name="hostname" type="xs:string"/>
          <xs:attribute name="id" type="xs:string"/>
          <xs:attribute name="package" type="xs:string"/>
          <xs:attribute name="file" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="tests" type="xs:string"/>
          <xs:attribute name="failures" type="xs:string"/>
          <xs:attribute name="errors" type="xs:string"/>
          <xs:attribute name="disabled" type="xs:string"/>
          <xs:attribute name="time" type="xs:string"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>

    """
}
