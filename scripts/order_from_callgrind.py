"""Lists the functions of one binary that ran in a callgrind profile, hottest first.

    python3 scripts/order_from_callgrind.py CALLGRIND_OUT BINARY_NAME > ORDER_FILE

For scripts/order-file. A function counts when callgrind saw it run in the object whose
path ends with BINARY_NAME, or saw it called there; it is ranked by the instructions it
executed itself. Names are as the linker knows them (the profile was taken with
--demangle=no); callgrind's "'2" suffixes for recursion are dropped.
"""

import re
import sys
from collections import Counter

NAMED = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def ranked_functions(path, binary):
    objects, functions = {}, {}
    current_object = current_function = called_object = None
    cost = Counter()
    ran = set()
    skip_cost_line = False
    with open(path, errors="replace") as profile:
        for line in profile:
            line = line.rstrip("\n")
            match = NAMED.match(line)
            if match:
                kind, key, name = match.groups()
                table = objects if kind.endswith("ob") else functions
                if name:
                    table[key] = name
                if kind == "ob":
                    current_object = objects.get(key)
                elif kind == "cob":
                    called_object = objects.get(key)
                elif kind == "fn":
                    current_function = functions.get(key)
                    called_object = None
                    if (current_object or "").endswith(binary):
                        ran.add(current_function)
                else:  # cfn: a call; the callee lives in cob, or in ob when cob is absent
                    if (called_object or current_object or "").endswith(binary):
                        ran.add(functions.get(key))
                continue
            if line.startswith("calls="):
                skip_cost_line = True  # the next cost line is the call's inclusive cost
                continue
            if line[:1].isdigit() or line[:1] in "+-*":
                if skip_cost_line:
                    skip_cost_line = False
                    continue
                fields = line.split()
                if len(fields) >= 2 and (current_object or "").endswith(binary) and fields[1].isdigit():
                    cost[current_function] += int(fields[1])
    names = {re.sub(r"'\d+$", "", name) for name in ran if name and not name.startswith("0x")}
    return sorted(names, key=lambda name: (-cost.get(name, 0), name))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    for name in ranked_functions(sys.argv[1], sys.argv[2]):
        print(name)


if __name__ == "__main__":
    main()
