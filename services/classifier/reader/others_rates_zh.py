"""Figures of other people, groups or ratings read as one's own (red team zh 32, issue 15): a guard every Chinese reading
passes (guard_checks.py).

- the others, with whom they are the others of never counted: 其他同学每人捐了20元，全班45人 (全班45人，其他人每人捐了20元):
  some did not give, how many is untold, so 45 × 20 is not what was given; 全班45人，有5人没来，其他人每人捐了20元 counts
  them and passes;
- another group's rate used for one's own: 另一组的同学每人采了12个蘑菇，我们组8人，我们组采了多少个 (隔壁班, 别的车间):
  our group's rate is untold, unless a clause of our own says it (我们组每人比他们多采3个);
- another household's or shop's price or rate used for ours: 邻居家的草莓园每斤卖30元，我们家的草莓卖了100斤 (隔壁家,
  人家, 对门的店): our price is untold, unless a clause of ours says it (我家的比他家贵5角; blind half of round 32);
- a figure rated, designed, claimed or allowed, not one run (设计时速180公里, 限速80, 额定功率1.5千瓦, 标称续航400公里):
  what the car or the machine did is untold.
others_told_zh.py reads a share of another's whole (另一车间女工占40%); this module reads a rate or a doing of others.
"""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

_OTHERS = re.compile("(?:其他|其它|其余|别的)的?(?:人|同学|同事|成员|员工|工人|家长|队员)")
_ANOTHER_GROUP = re.compile(r"^(?:另一|另外一?|隔壁|别的|其他|其它|邻)(?:个|的)?(?P<group>[\u4e00-\u9fff]{1,3}?)的?"
                            r"(?:同学|人|工人|员工|队员)?(?:每|平均每)")
_OURS = re.compile("我们|咱们|我家|本(?=[组班队厂校村])")
# another household, shop or place at a clause's head: 邻居家, 隔壁家, 人家的, 对门的店, 别人家, 另一家
_ANOTHER_HOUSEHOLD = re.compile("^(?:邻居|隔壁|对门|对面|别人|人家|另一|另外一|别的)")
_PRICED = re.compile(r"每|<n\d+>\s*(?:元|块)")
_RATED = re.compile("(?:设计|额定|标称|标定|理论|官方|宣传|号称)(?:的)?(?:最高|最大)?(?:时速|速度|车速|航速|功率|续航|"
                    "载重|产能|油耗|容量|寿命)|限速")


def others_rates_zh(text: str) -> bool:
    """Whether the story (`text`: the slotted request) tells the others without counting whom they are the others of,
    another group's rate beside a question of one's own, or a rated figure, as the module's docstring lists."""
    clauses = clauses_zh(text)
    if len(clauses) < 2:
        return False
    story, question = clauses[:-1], clauses[-1]
    return _others_uncounted(story) or _another_groups_rate(story, question) or _anothers_price_for_ours(story) \
        or any(_RATED.search(clause) for clause in story)


def _others_uncounted(story: list[str]) -> bool:
    """其他同学每人捐了20元 with no clause before it but the whole's (全班45人) counting some apart."""
    for i, clause in enumerate(story):
        if _OTHERS.search(clause) and "<n" in clause + "".join(story[i + 1:]) \
                and sum("<n" in c for c in story[:i]) < 2 and "除了" not in "".join(story[:i + 1]):
            return True
    return False


def _another_groups_rate(story: list[str], question: str) -> bool:
    """另一组的同学每人采了12个 … 我们组采了多少个: another group's rate, a question of ours, no rate of ours told."""
    if not _OURS.search(question):
        return False
    theirs = [c for c in story if _ANOTHER_GROUP.match(c)]
    ours = [c for c in story if _OURS.match(c) and "每" in c]
    return bool(theirs) and not ours


def _anothers_price_for_ours(story: list[str]) -> bool:
    """邻居家的草莓园每斤卖30元，我们家的草莓卖了100斤: another's price first, then a doing of ours with no price of ours."""
    for i, clause in enumerate(story):
        if _ANOTHER_HOUSEHOLD.match(clause) and _PRICED.search(clause):
            ours = [c for c in story[i + 1:] if _OURS.match(c)]
            if ours and not any(_PRICED.search(c) or "比" in c for c in ours):
                return True
    return False
