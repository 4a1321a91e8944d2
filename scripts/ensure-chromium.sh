#!/usr/bin/env bash
# Makes sure the browser tests have their browser: Debian's Chromium at /usr/bin/chromium,
# or CHROMIUM_PATH when set. When Debian's is missing this installs it (through sudo when
# not root), or says in one line what to run and fails: `npm test` never runs without its
# browser suites.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "The browser tests need Chromium, and CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: point it at a Chromium, or unset it to use Debian's (sudo apt-get install chromium)." >&2
  exit 1
fi

chromium=/usr/bin/chromium
[ -x "$chromium" ] && exit 0

ask_to_install() {
  echo "The browser tests need Chromium at $chromium: run 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH to a Chromium), then npm test again." >&2
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
  as_root=(sudo) # asks for the password in the terminal
else
  ask_to_install
fi
command -v apt-get >/dev/null 2>&1 || ask_to_install

echo "Installing Debian's Chromium for the browser tests…" >&2
"${as_root[@]}" apt-get update -qq >&2 || ask_to_install
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || ask_to_install
[ -x "$chromium" ] || ask_to_install
