"""Rebuild decimal_vectors.decTest: a curated subset of the General Decimal Arithmetic testcases.

Source: CPython's Lib/test/decimaltestdata/{add,subtract,multiply,divide,power,squareroot}.decTest
(the IBM General Decimal Arithmetic test suite by Mike Cowlishaw, version 2.59, as shipped with
CPython). Run with the decimaltestdata folder of any CPython install:

    python tests/unit/sandbox/data/make_decimal_vectors.py /usr/lib/python3.13/test/decimaltestdata

Kept: finite operands (no NaN/Infinity), extended arithmetic, precision <= 40, exponents within
+-400, results free of Overflow/Underflow/Subnormal/Clamped; plus the Division_by_zero and
Invalid_operation vectors of these ops with finite operands (the sandbox must reject those).
"""

from __future__ import annotations

import re
import shlex
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

OPS = {"add": 260, "subtract": 160, "multiply": 220, "divide": 260, "power": 260, "squareroot": 300}
OUT = Path(__file__).with_name("decimal_vectors.decTest")
BAD_CONDITIONS = {"Overflow", "Underflow", "Subnormal", "Clamped", "Lost_digits", "Conversion_syntax"}
REJECT_CONDITIONS = {"Division_by_zero", "Invalid_operation", "Division_undefined"}


def finite(tok: str) -> Decimal | None:
    if re.search(r"[a-df-zA-DF-Z#]", tok):  # inf, nan, snan, '#' encodings
        return None
    try:
        d = Decimal(tok)
    except InvalidOperation:
        return None
    return d if d.is_finite() else None


def main(src: str) -> None:
    lines = [
        "-- Curated from CPython Lib/test/decimaltestdata (General Decimal Arithmetic testcases,",
        "-- IBM, Mike Cowlishaw, version 2.59; Copyright (c) IBM Corporation, 1981, 2008).",
        "-- Regenerate with make_decimal_vectors.py. One directive block per source section.",
        "",
    ]
    for op, limit in OPS.items():
        directives: dict[str, str] = {}
        picked: list[tuple[dict[str, str], str]] = []
        for raw in (Path(src) / f"{op}.decTest").read_text().splitlines():
            line = raw.split("--", 1)[0].strip()
            if not line:
                continue
            m = re.match(r"^(\w+):\s*(\S+)$", line)
            if m:
                directives[m.group(1).lower()] = m.group(2).lower()
                continue
            try:
                parts = shlex.split(line)
            except ValueError:
                continue
            if "->" not in parts or len(parts) < 4 or parts[1].lower() != op:
                continue
            arrow = parts.index("->")
            operands, result = parts[2:arrow], parts[arrow + 1 : arrow + 2]
            conditions = set(parts[arrow + 2 :])
            if directives.get("extended", "1") != "1" or directives.get("clamp", "0") != "0":
                continue
            if int(directives.get("precision", "9")) > 40 or conditions & BAD_CONDITIONS:
                continue
            nums = [finite(o) for o in operands]
            if any(n is None for n in nums) or any(abs(n.adjusted()) > 400 or len(n.as_tuple().digits) > 100 for n in nums):
                continue
            if op == "power":
                base, exp = nums
                if abs(exp) > 2000 or abs(exp) * max(len(base.as_tuple().digits), 1) > 3000:
                    continue
            if conditions & REJECT_CONDITIONS:
                kind = "reject"
            else:
                if not result or finite(result[0]) is None:
                    continue
                kind = "value"
            ctx = {k: directives.get(k, "") for k in ("precision", "rounding", "maxexponent", "minexponent")}
            picked.append((ctx, f"{parts[0]} {op} {' '.join(repr_tok(o) for o in operands)} -> "
                          f"{'?' if kind == 'reject' else repr_tok(result[0])} {' '.join(sorted(conditions))}".rstrip()))
        # even sample, but keep every rejection vector
        rejects = [p for p in picked if " -> ? " in p[1] or p[1].endswith("-> ?")]
        values = [p for p in picked if p not in rejects]
        step = max(1, len(values) // limit)
        chosen = values[::step][:limit] + rejects
        chosen.sort(key=lambda p: picked.index(p))
        current: dict[str, str] = {}
        lines.append(f"-- {op}.decTest: {len(chosen)} of {len(picked)} eligible vectors")
        for ctx, text in chosen:
            for k, v in ctx.items():
                if current.get(k) != v and v:
                    lines.append(f"{k}: {v}")
                    current[k] = v
            lines.append(text)
        lines.append("")
    OUT.write_text("\n".join(lines))
    print(f"wrote {OUT} ({len(lines)} lines)")


def repr_tok(tok: str) -> str:
    return f"'{tok}'" if any(c in tok for c in " ") else tok


if __name__ == "__main__":
    main(sys.argv[1])
