"""The harness behind scripts/kill-test (see there). Python for the timing and bookkeeping only:
the writes are the real binary's, the checks are SQLite's own command-line tool's."""
import argparse
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

KINDS = ("answer", "statistics", "car", "best")
# What each kind's acknowledged value must be found among, read back by the sqlite3 tool.
QUERY = """
PRAGMA integrity_check;
SELECT 'answer', text FROM answer;
SELECT 'car', model FROM car;
SELECT 'statistics', CAST(finishedAt AS INTEGER) FROM moviequiz_round;
SELECT 'best', milliseconds FROM best_score WHERE game = 'selftest';
"""


def start(binary, data, run):
    return subprocess.Popen(
        [binary, "selftest", "writes", "--data-dir", data, "--run", str(run), "--count", "1000000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def acknowledgements(output):
    """The complete `ack KIND VALUE` lines; a line cut short by the kill is not an acknowledgement."""
    acks = []
    for line in output.decode("utf-8", "replace").split("\n")[:-1]:
        parts = line.split(" ", 2)
        if len(parts) != 3 or parts[0] != "ack" or parts[1] not in KINDS:
            raise SystemExit(f"kill-test: unexpected output line {line!r}")
        acks.append((parts[1], parts[2]))
    return acks


def time_to_first_ack(binary, data):
    """How long the binary takes from exec to its first acknowledged write (median of three)."""
    times = []
    for attempt in range(3):
        began = time.monotonic()
        process = start(binary, data, 10_000_000 + attempt)
        process.stdout.readline()
        times.append(time.monotonic() - began)
        process.kill()
        process.communicate()
    shutil.rmtree(data)
    return statistics.median(times)


def check(database):
    """integrity_check's verdict and the values present, per kind, read with the sqlite3 tool."""
    # Not -bail: a run killed before the first migration committed leaves a database without
    # tables, which is fine as long as nothing was acknowledged (a missing table then reads as
    # empty, and any value acknowledged into it counts as lost).
    result = subprocess.run(["sqlite3", "-separator", "\t", database], input=QUERY.encode(), capture_output=True)
    problems = [line for line in result.stderr.decode("utf-8", "replace").splitlines()
                if line and "no such table" not in line]
    if problems:
        return problems, {}
    lines = result.stdout.decode("utf-8", "replace").split("\n")
    verdict = []
    present = {kind: set() for kind in KINDS}
    for line in lines:
        if not line:
            continue
        kind, tab, value = line.partition("\t")
        if tab and kind in present:
            present[kind].add(value)
        else:
            verdict.append(line)
    return verdict, present


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs-per-database", type=int, default=100,
                        help="a fresh database after this many runs, so kills also land while one is created")
    options = parser.parse_args()
    if options.runs < 1 or options.runs_per_database < 1:
        raise SystemExit("kill-test: --runs and --runs-per-database must be at least 1")

    work = tempfile.mkdtemp(prefix="gadget-kill-test-")
    began = time.monotonic()
    rng = random.Random(options.seed)
    first_ack = time_to_first_ack(options.binary, os.path.join(work, "calibration"))
    # Kills spread from the late start (opening, migrating: the first run of each database creates
    # it) to well into the writes; the Swift runtime loading before that has nothing to break.
    shortest_delay = first_ack * 0.6
    longest_delay = first_ack + 0.15

    acked_total = 0
    acked_by_kind = {kind: 0 for kind in KINDS}
    killed_before_first_ack = 0
    lost = []
    integrity_failures = []
    moved_aside = 0
    acked = {}
    best_acked = 0
    for run in range(options.runs):
        data = os.path.join(work, f"db{run // options.runs_per_database}")
        if run % options.runs_per_database == 0:
            acked = {kind: set() for kind in KINDS}
            best_acked = 0
        process = start(options.binary, data, run)
        time.sleep(rng.uniform(shortest_delay, longest_delay))
        process.send_signal(signal.SIGKILL)
        output, errors = process.communicate()
        if process.returncode != -signal.SIGKILL:
            raise SystemExit(f"kill-test: run {run} ended by itself (status {process.returncode}) before the kill: "
                             f"{errors.decode('utf-8', 'replace').strip()}")
        # Gadget moves a database it finds damaged aside and starts afresh: that would hide a loss.
        if os.path.isdir(data) and any(name.startswith("gadget.sqlite.corrupt") for name in os.listdir(data)):
            moved_aside += 1
            integrity_failures.append(f"run {run}: the database was found damaged and moved aside: "
                                      f"{errors.decode('utf-8', 'replace').strip()[:300]}")
            break
        run_acks = acknowledgements(output)
        if not run_acks:
            killed_before_first_ack += 1
        for kind, value in run_acks:
            acked_total += 1
            acked_by_kind[kind] += 1
            if kind == "best":
                best_acked = max(best_acked, int(value))
            else:
                acked[kind].add(value)

        database = os.path.join(data, "gadget.sqlite")
        if not os.path.exists(database):
            if any(acked.values()) or best_acked:
                lost.append(f"run {run}: the database file is gone")
            continue
        verdict, present = check(database)
        if verdict != ["ok"]:
            integrity_failures.append(f"run {run}: {'; '.join(verdict)[:300]}")
            continue
        for kind in ("answer", "statistics", "car"):
            for value in acked[kind] - present[kind]:
                lost.append(f"run {run}: {kind} {value}")
        stored_best = max((int(value) for value in present["best"]), default=0)
        if stored_best < best_acked:
            lost.append(f"run {run}: best score {best_acked} acknowledged, {stored_best} stored")

    shutil.rmtree(work)
    elapsed = time.monotonic() - began
    kinds = ", ".join(f"{kind} {acked_by_kind[kind]}" for kind in KINDS)
    databases = (options.runs + options.runs_per_database - 1) // options.runs_per_database
    print(f"kill-test: {options.runs} runs killed with SIGKILL ({killed_before_first_ack} before their first "
          f"acknowledged write) over {databases} databases, kills at {shortest_delay * 1000:.0f}-{longest_delay * 1000:.0f} ms "
          f"(first write acknowledged {first_ack * 1000:.0f} ms after exec), seed {options.seed}")
    print(f"kill-test: writes acknowledged {acked_total} ({kinds}); lost {len(lost)}; "
          f"integrity failures {len(integrity_failures)}; databases moved aside {moved_aside}; "
          f"{elapsed:.1f} s")
    for problem in (lost + integrity_failures)[:20]:
        print(f"kill-test: {problem}", file=sys.stderr)
    if lost or integrity_failures or moved_aside:
        sys.exit(1)


if __name__ == "__main__":
    main()
