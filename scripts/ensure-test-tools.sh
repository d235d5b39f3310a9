#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages, only when missing:
# chromium (browser journeys) and, with --postgres, a PostgreSQL server (API suite on a real server).
# Never downloads a browser of its own.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if [ "${1:-}" = "--postgres" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install ${need[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
