"""Chinese numerals for generated questions (cn2an writes them; the parser reads them back)."""

from __future__ import annotations

import warnings


def to_chinese(n: int) -> str:
    import cn2an

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return cn2an.an2cn(str(n))
