#!/usr/bin/env bash
# Builds the installable app: a jlinked Java runtime of only the modules Runbook needs, a jpackage app image
# with the JVM options that start it fastest, an AppCDS archive of the classes a start loads (their list made
# here by starting the app once under a virtual display; the archive made here for the image, and at install
# for the .deb), and a .deb of that image.
#   usage: dist/build.sh [--no-deb]      (from anywhere; needs JDK 17 with jmods, Maven, xvfb-run, fakeroot)
# Output: target/dist/runbook/bin/runbook (the app image) and target/dist/runbook_<version>_amd64.deb
set -euo pipefail
cd "$(dirname "$0")/.."
deb=yes; [ "${1:-}" = "--no-deb" ] && deb=no
JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
out=target/dist
version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1 | sed 's/-SNAPSHOT//')

[ -f target/runbook.jar ] || mvn -B -q -DskipTests package
rm -rf "$out" && mkdir -p "$out/input"
cp target/runbook.jar "$out/input/"

# Modules: what jdeps finds, plus those reached only through services or reflection: the zip file system (the
# built-in content is read inside the jar), locale data for French and German, and Lucene's use of sun.misc and of the HotSpot management bean.
mods=$("$JAVA_HOME/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps target/runbook.jar)
mods="$mods,jdk.zipfs,jdk.localedata,jdk.unsupported,jdk.management"
echo "modules: $mods"
"$JAVA_HOME/bin/jlink" --add-modules "$mods" --include-locales=en,fr,de --strip-debug --no-man-pages \
  --no-header-files --compress=2 --generate-cds-archive --output "$out/runtime"

# The options measured best (issue 13): C1 only, the serial collector with a small heap that shrinks back after
# a collection (resident memory), what survives a young collection kept in the old part at once, and the
# class-data archive made below (the same flags as org.runbook.Relaunch), and the C heap trimmed every 5 s when
# this Java knows how (17.0.9 on; the runtime is jlinked from it).
opts='-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xms52m -Xmn8m -XX:MaxTenuringThreshold=0 -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=30 -XX:SharedArchiveFile=$APPDIR/runbook.jsa -Xshare:auto'
trim='-XX:TrimNativeHeapInterval=5000'
if "$JAVA_HOME/bin/java" $trim -version >/dev/null 2>&1; then opts="$opts $trim"; fi
"$JAVA_HOME/bin/jpackage" --type app-image --name runbook --app-version "$version" \
  --input "$out/input" --main-jar runbook.jar --main-class org.runbook.Main \
  --runtime-image "$out/runtime" --java-options "$opts" --dest "$out"

# The classes a start loads: one start of the image's runtime (window, search, exit) under a virtual display.
app="$out/runbook/lib/app"
java="$out/runbook/lib/runtime/bin/java"
home=$(mktemp -d)
xrun() { if [ -z "${DISPLAY:-}" ]; then xvfb-run -a "$@"; else "$@"; fi; }
xrun "$java" -XX:DumpLoadedClassList="$app/runbook.classlist" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
  -Duser.home="$home" -cp "$app/runbook.jar" org.runbook.Main --sanity-check
rm -rf "$home"
# The archive of those classes for this image where it is (the .deb makes its own when installed: a Java 17
# archive holds the jar's path).
"$java" -Xshare:dump -XX:SharedClassListFile="$app/runbook.classlist" -XX:SharedArchiveFile="$app/runbook.jsa" \
  -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:cds=error -cp "$(readlink -f "$app")/runbook.jar" >/dev/null
ls -l "$app/runbook.jsa"
du -sh "$out/runbook"

if [ $deb = yes ]; then
  # the archive made above holds this folder's path: the package makes its own at install (dist/deb/postinst)
  mv "$app/runbook.jsa" "$out/runbook.jsa"
  "$JAVA_HOME/bin/jpackage" --type deb --app-image "$out/runbook" --name runbook --app-version "$version" \
    --resource-dir dist/deb \
    --description "Rules reference and FAQ assistant for Netrunner" --vendor "Runbook" \
    --linux-shortcut --linux-menu-group Game --dest "$out"
  mv "$out/runbook.jsa" "$app/runbook.jsa"
  ls -l "$out"/*.deb
fi
echo "app: $out/runbook/bin/runbook"
