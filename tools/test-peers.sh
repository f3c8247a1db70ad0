#!/usr/bin/env bash
# `npm run setup:peers`: installs the test peers npm cannot: Python's SOAP client zeep (Debian's python3-zeep,
# for test/interop/zeep.test.ts) and headless Chromium (Debian's chromium, for test/browser/). Run explicitly
# or by .ci/run, never by `npm test`; does nothing for a peer already present.
set -euo pipefail

usage() {
  cat <<'EOF_USAGE'
usage: npm run setup:peers [-- --check]

Installs the test peers npm cannot install: Python's SOAP client zeep for /usr/bin/python3 (Debian's
python3-zeep, used by test/interop/zeep.test.ts) and Chromium (Debian's chromium at /usr/bin/chromium, which
test/browser/ drives headless). As root with apt-get it installs the packages; otherwise it says what to
install. Nothing happens for a peer already there.

  --check     only report whether the peers are there, install nothing
  -h, --help  show this text

Exit codes: 0 every peer is there (or was installed); 1 one is missing and could not be installed; 2 bad flags.
EOF_USAGE
}

check_only=false
for arg in "$@"; do
  case "$arg" in
    -h | --help) usage; exit 0 ;;
    --check) check_only=true ;;
    *) printf "unknown argument '%s'\n\n" "$arg" >&2; usage >&2; exit 2 ;;
  esac
done

PYTHON=/usr/bin/python3 # Debian's, where python3-zeep installs (not a pyenv shim)
CHROMIUM=/usr/bin/chromium # where Debian's chromium installs (test/support/chromium.ts)
has_zeep() { [ -x "$PYTHON" ] && "$PYTHON" -c 'import zeep' 2>/dev/null; }
has_chromium() { [ -x "$CHROMIUM" ]; }

# install PACKAGE CHECK WHAT: installs the Debian package unless CHECK passes; 1 when it is still missing.
install() {
  local package=$1 check=$2 what=$3
  if "$check"; then
    echo "test peers: $package is there"
    return 0
  fi
  if [ "$check_only" = false ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "test peers: installing $package (Debian) for $what"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends "$package" >/dev/null ||
      { apt-get update -qq && apt-get install -y -qq --no-install-recommends "$package" >/dev/null; } || true
    if "$check"; then
      echo "test peers: $package installed"
      return 0
    fi
  fi
  echo "test peers: $package is missing: install it (Debian: sudo apt-get install $package); $what needs it" >&2
  return 1
}

status=0
install python3-zeep has_zeep "the zeep interop test" || status=1
install chromium has_chromium "the browser test of the help pages" || status=1
exit "$status"
