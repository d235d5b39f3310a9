#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages, only when missing:
# without options, chromium (browser journeys); with --postgres, a PostgreSQL server (API suite on a real server);
# with --office, LibreOffice Writer without a GUI and fonts with Cyrillic (documents converted to PDF by
# `soffice --headless`) plus poppler-utils (pdftotext, to read the PDFs back in tests).
# Options may be combined (--chromium asks for the browser beside them). Never downloads a browser of its own.
set -euo pipefail

need=()
chromium=$([ $# -eq 0 ] && echo yes || echo no)
for option in "$@"; do
  case "$option" in
    --chromium)
      chromium=yes
      ;;
    --postgres)
      ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
      ;;
    --office)
      command -v soffice >/dev/null 2>&1 || need+=(libreoffice-writer-nogui fonts-liberation fonts-dejavu-core)
      command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
      ;;
    *)
      echo "Unknown option: $option (known: --chromium, --postgres, --office)" >&2
      exit 2
      ;;
  esac
done
[ "$chromium" = no ] || [ -x /usr/bin/chromium ] || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install ${need[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
