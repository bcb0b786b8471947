# A loopback-only static file server for scripts/browser-playback.sh; GET /result?JSON prints JSON.
import http.server, sys, urllib.parse
class H(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith('/result?'):
            print(urllib.parse.unquote(self.path[8:]), flush=True)
            self.send_response(204); self.end_headers(); return
        super().do_GET()
    def log_message(self, *a): pass
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
