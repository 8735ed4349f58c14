#!/bin/bash
# Resident memory (VmRSS) of the window's JVM of two jars started side by side, each on an Xvfb display of its own
# (swapped every round) with a home of its own, as a user starts it (java -jar, no scripted option).
#   docs/memory.sh idle ROUNDS JAR_A JAR_B   # 35 s after the start, nothing asked
#   docs/memory.sh used ROUNDS JAR_A JAR_B   # at 12 s docs/WindowUse.java searches and visits every tab; at 60 s
# Prints one line per round: both figures in MB and the load (SHOTS=DIR keeps the pictures WindowUse takes).
# Each home's first start (which makes the class-data archive) is a --sanity-check run before the rounds.
# Needs Xvfb and the displays :171 and :172 free.
set -eu
cd "$(dirname "$0")/.."
mode=$1; rounds=$2; a=$(readlink -f "$3"); b=$(readlink -f "$4")
work=$(mktemp -d)
Xvfb :171 -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 & x1=$!
Xvfb :172 -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 & x2=$!
trap 'kill $x1 $x2; rm -rf "$work"' EXIT
sleep 2
DISPLAY=:171 java -Duser.home="$work/a" -jar "$a" --sanity-check >/dev/null
DISPLAY=:172 java -Duser.home="$work/b" -jar "$b" --sanity-check >/dev/null
rss() { awk '/VmRSS/{printf "%.1f", $2/1024}' "/proc/$1/status"; }
for i in $(seq "$rounds"); do
  if [ $((i % 2)) = 1 ]; then da=171; db=172; else da=172; db=171; fi
  t0=$(date +%s)
  DISPLAY=:$da java -Duser.home="$work/a" -jar "$a" >/dev/null 2>&1 &
  DISPLAY=:$db java -Duser.home="$work/b" -jar "$b" >/dev/null 2>&1 &
  if [ "$mode" = used ]; then
    sleep 12
    DISPLAY=:$da java docs/WindowUse.java "${SHOTS:-$work}/shots-a" >/dev/null 2>&1 & use=$!
    DISPLAY=:$db java docs/WindowUse.java "${SHOTS:-$work}/shots-b" >/dev/null 2>&1
    wait $use || true
    sleep $((t0 + 60 - $(date +%s)))
  else
    sleep 35
  fi
  # the window's JVM is the second one, started by the first with -Drunbook.relaunched=... (org.runbook.Relaunch)
  pa=$(pgrep -f "user.home=$work/a .*runbook.relaunched"); pb=$(pgrep -f "user.home=$work/b .*runbook.relaunched")
  echo "$mode round $i: A $(rss "$pa") MB, B $(rss "$pb") MB, load $(cut -d' ' -f1 /proc/loadavg)"
  kill "$pa" "$pb"; sleep 2
done
