"""Words of an English story read in another sense than the one the reading took (guards.py runs them as one check,
by the words that trigger them): money saved on a purchase (savings_on_en.py), a sale of another thing than the one
priced (sale_of_another_en.py), things moved to a place (moved_to_a_place_en.py), money deposited out of hand
(deposits_from_cash_en.py), a price per group asked of single things (group_prices_en.py), tools used and messages
sent, which are kept (kept_after_use_en.py)."""

from __future__ import annotations

from .deposits_from_cash_en import DEPOSIT_WORDS, deposited_out_of_hand
from .group_prices_en import GROUP_WORDS, group_price_asked_of_ones
from .kept_after_use_en import USE_WORDS, kept_after_use
from .moved_to_a_place_en import MOVING_WORDS, moved_to_a_place
from .sale_of_another_en import SALE_WORDS, sale_of_another_thing
from .savings_on_en import SAVE_WORDS, saved_on_a_purchase

SENSE_WORDS = (*SAVE_WORDS, *SALE_WORDS, *MOVING_WORDS, *DEPOSIT_WORDS, *GROUP_WORDS, *USE_WORDS)


def read_in_another_sense(text: str, reader: str) -> str | None:
    """The module whose sense `text` (slotted, lowered) says and `reader`'s reading did not take, or None."""
    checks = (("savings_on_en.py", lambda: saved_on_a_purchase(text, reader)),
              ("sale_of_another_en.py", lambda: sale_of_another_thing(text)),
              ("moved_to_a_place_en.py", lambda: moved_to_a_place(text)),
              ("deposits_from_cash_en.py", lambda: deposited_out_of_hand(text)),
              ("group_prices_en.py", lambda: group_price_asked_of_ones(text)),
              ("kept_after_use_en.py", lambda: kept_after_use(text)))
    return next((name for name, said in checks if said()), None)
