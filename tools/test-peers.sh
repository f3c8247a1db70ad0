#!/usr/bin/env bash
# `npm run setup:peers`: installs the test peer npm cannot, Python's SOAP client zeep (Debian's python3-zeep,
# for test/interop/zeep.test.ts). Run explicitly or by .ci/run, never by `npm test`; does nothing when present.
set -euo pipefail

usage() {
  cat <<'EOF'
usage: npm run setup:peers [-- --check]

Installs the test peer npm cannot install: Python's SOAP client zeep for /usr/bin/python3 (Debian's
python3-zeep, used by test/interop/zeep.test.ts). As root with apt-get it installs the package; otherwise
it says what to install. Nothing happens when zeep is already there.

  --check     only report whether zeep is there, install nothing
  -h, --help  show this text

Exit codes: 0 zeep is there (or was installed); 1 it is missing and could not be installed; 2 bad flags.
EOF
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
has_zeep() { [ -x "$PYTHON" ] && "$PYTHON" -c 'import zeep' 2>/dev/null; }

if has_zeep; then
  echo "test peers: python3-zeep is there"
  exit 0
fi
if [ "$check_only" = false ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "test peers: installing python3-zeep (Debian) for the zeep interop test"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends python3-zeep >/dev/null ||
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-zeep >/dev/null; } || true
  if has_zeep; then
    echo "test peers: python3-zeep installed"
    exit 0
  fi
fi
echo "test peers: python3-zeep is missing: install it (Debian: sudo apt-get install python3-zeep); the zeep interop test needs it" >&2
exit 1
