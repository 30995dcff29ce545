#!/usr/bin/env bash
# The three scaling checks of issues 12 and 31, counted in instructions by valgrind's
# callgrind, which gives the same count on every run of this noisy machine:
#   1. Navigator push+pop against raw HeadlessUIKit push+pop at depth 10 (bound ≤ 3×);
#   2. push+pop from depth 10 to 1,000 (depth 100 printed too), for both (bound ≤ 1.3×);
#   3. setStack per screen from 100 to 3,000 screens (goal ≤ 2×: linear).
# It also prints what reading one covered screen costs (`covered-reads`: the reads a quiet
# moment's snapshot makes of each screen, and nothing else), the floor of check 2's growth,
# and what each covered screen adds to the navigator's push+pop per quiet moment.
#
# Each figure is one operation's cost with the set-up taken out: the profile runs twice,
# with n and 2n repeats of the operation, and the difference is divided by n.
#
# Usage, from anywhere: `Benchmarks/callgrind-ratios.sh`. It builds NavigationProfile in
# release mode and prints each figure and each ratio against its goal. Needs valgrind
# (`apt-get install valgrind`); takes under a minute after the build.
set -euo pipefail

cd "$(dirname "$0")"
command -v valgrind >/dev/null || {
    echo "callgrind-ratios: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
}

pushpop_repeats=100
setstack_repeats=4

swift build -c release --product NavigationProfile >&2
profile="$(swift build -c release --show-bin-path)/NavigationProfile"
# Hashing seeded per process would make dictionary probes, and so the counts, vary by run.
export SWIFT_DETERMINISTIC_HASHING=1

# Instructions one run of `NavigationProfile <mode> <size> <repeats>` executes.
instructions() {
    local out
    out="$(mktemp)"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$profile" "$1" "$2" "$3" 2>&1 \
        | awk '/Collected/ { print $4 }'
    rm -f "$out"
}

# Instructions per operation: (cost of 2n repeats − cost of n) / n.
per_operation() {
    local mode=$1 size=$2 repeats=$3
    local once twice
    once=$(instructions "$mode" "$size" "$repeats")
    twice=$(instructions "$mode" "$size" $((2 * repeats)))
    echo $(((twice - once) / repeats))
}

raw10=$(per_operation raw-pushpop 10 "$pushpop_repeats")
raw1000=$(per_operation raw-pushpop 1000 "$pushpop_repeats")
nav10=$(per_operation nav-pushpop 10 "$pushpop_repeats")
nav100=$(per_operation nav-pushpop 100 "$pushpop_repeats")
nav1000=$(per_operation nav-pushpop 1000 "$pushpop_repeats")
reads1000=$(per_operation covered-reads 1000 "$pushpop_repeats")
set100=$(per_operation setstack 100 "$setstack_repeats")
set3000=$(per_operation setstack 3000 "$setstack_repeats")

# A ratio with two decimals, and whether it meets its goal.
verdict() {
    awk -v a="$1" -v b="$2" -v goal="$3" 'BEGIN {
        r = a / b
        printf "%.2f× (goal ≤ %s×: %s)", r, goal, (r <= goal ? "met" : "NOT met")
    }'
}

printf '%-44s %12s\n' "instructions per operation" ""
printf '%-44s %12d\n' "raw HeadlessUIKit push+pop, depth 10" "$raw10"
printf '%-44s %12d\n' "raw HeadlessUIKit push+pop, depth 1,000" "$raw1000"
printf '%-44s %12d\n' "Navigator push+pop, depth 10" "$nav10"
printf '%-44s %12d\n' "Navigator push+pop, depth 100" "$nav100"
printf '%-44s %12d\n' "Navigator push+pop, depth 1,000" "$nav1000"
printf '%-44s %12d\n' "reads of one covered screen (floor)" $((reads1000 / 1000))
# What each covered screen adds at each of a push+pop's four quiet moments (docs/NOTES.md,
# Performance): the figure a linear bound on check 2 would be stated in.
printf '%-44s %12d\n' "per covered screen per quiet moment" $(((nav1000 - nav10) / (990 * 4)))
printf '%-44s %12d\n' "Navigator setStack, per screen of 100" $((set100 / 100))
printf '%-44s %12d\n' "Navigator setStack, per screen of 3,000" $((set3000 / 3000))
echo
echo "1. Navigator against raw, depth 10:        $(verdict "$nav10" "$raw10" 3)"
echo "2. growth 10 → 1,000, raw HeadlessUIKit:   $(verdict "$raw1000" "$raw10" 1.3)"
echo "   growth 10 → 1,000, Navigator:           $(verdict "$nav1000" "$nav10" 1.3)"
echo "3. setStack per screen, 100 → 3,000:       $(verdict $((set3000 / 3000)) $((set100 / 100)) 2)"
