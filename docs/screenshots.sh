#!/bin/sh
# Saves pictures of the app (search, card and timing stepper views, light and dark) in docs/, without a desktop:
# the app runs under Xvfb on the built-in corpus (or CONTENT=dir), paints its window to PNG files and exits.
#   docs/screenshots.sh            # after mvn package
#   CONTENT=../main/content docs/screenshots.sh
set -eu
cd "$(dirname "$0")/.."
[ -f target/runbook.jar ] || mvn -q -B package -DskipTests
content=${CONTENT:-content}
index=$(mktemp -d)
trap 'rm -rf "$index"' EXIT
xvfb-run -a -s "-screen 0 1280x900x24" \
  java -Drunbook.home="$index/home" -jar target/runbook.jar --gui \
  --content "$content" --index "$index/index" --screenshot docs
ls -l docs/*.png
