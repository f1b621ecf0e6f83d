"""The second look at a borderline hit: similarity between the answer's learned threshold and a
sure match (`DT_CACHE_SURE_MATCH`; opposites are refused above it too). Cheap features of the words, each a reason
to refuse:

- **opposites**: the request holds one of a pair (enable/disable, lock/unlock, 开通/关闭) whose
  other member the cached question holds and the request does not; in Chinese also when one
  of the two asks to undo something (关闭, 取消, 解绑, 解除, 退出, 移出, 卖出 …) and the other
  does not (如何解除微信登录 / 如何用微信登录);
- **rival words**: a content word of the request that none of this answer's questions use but
  the questions of a rival answer do (one seen close to it, bound.py's rivals, or another answer
  among the request's nearest neighbours): the word that separates "when should I change my
  oil" from "when was my oil last changed";
- **names**: the request names something (a capitalised word inside a sentence) that the cached
  question does not, while the cached question names something else;
- **different things**: the request speaks of one kind of a thing (机票, a credit card) and the
  cached question of another kind of it (火车票, a debit card), and none of the answer's
  questions speaks of the request's kind (words.KINDS): the same act on another thing;
- **another act** (Chinese): both name an act on their object and no act of one is an act of
  the other (退 / 改签, 补办 / 挂失, 查 / 申领: zh_questions.ACTS): another act on the same thing;
- **a value against yes or no** (Chinese): one asks yes or no and nothing else, the other for an
  amount, a time or a place (门诊能报销多少 / 门诊费用能报销吗).

A refusal is a miss: the request goes the slow way and its answer becomes evidence.
"""

from __future__ import annotations

from collections import Counter

from .words import OPPOSITES, content_words, kind_words, kinds_in, names_in, opposites_in, undoes
from .zh_questions import acts_differ, value_against_yes_or_no


def opposed(request: str, cached: str) -> bool:
    """One asks the opposite of the other (enable / disable, 上架 / 下架, an undoing against none). Checked at
    every similarity, a sure match too: the two differ by one word and embed nearly alike (定时下架 / 定时上架: 0.991)."""
    mine, theirs = opposites_in(request), opposites_in(cached)
    for a, b in OPPOSITES:
        if (a in mine and b in theirs and b not in mine and a not in theirs) or \
                (b in mine and a in theirs and a not in mine and b not in theirs):
            return True
    return undoes(request) != undoes(cached)


def refusal(request: str, cached: str, own_words: Counter, rival_words: list[Counter]) -> str | None:
    """Why `cached`'s answer must not serve `request`, or None."""
    if opposed(request, cached):
        return "opposites"
    if rival_words:
        for word in content_words(request):
            if own_words.get(word, 0) <= 0 and any(r.get(word, 0) > 0 for r in rival_words):
                return "rival-word"
    asked, named = names_in(request), names_in(cached)
    if asked and named and not asked & named:
        return "names"
    if _different_things(request, cached, own_words):
        return "different-things"
    if acts_differ(request, cached):
        return "another-act"
    if value_against_yes_or_no(request, cached):
        return "value-against-yes-or-no"
    return None


def _different_things(request: str, cached: str, own_words: Counter) -> bool:
    asked = kinds_in(request)
    theirs = kinds_in(cached) if asked else {}
    for group, mine in asked.items():
        if theirs.get(group) and not mine & theirs[group] and not any(
                all(own_words.get(w, 0) > 0 for w in said) for kind in mine for said in kind_words(group, kind)):
            return True
    return False
