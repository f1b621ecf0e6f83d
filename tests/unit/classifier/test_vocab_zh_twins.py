"""Chinese words the lexicon does not know, read by their word class (vocab_zh.py, jieba's dictionary), beside the
near misses that must stay slow (issue 15).

vocab_zh_twins.jsonl (two batches, each written and committed before the reader ran on it; golds by Python Fraction,
`expr`): batch 1 (vzh_001–043) a person who asks by a kinship or role noun (老婆问我还剩多少元), kinship and role
nouns as the people of a story (姑姑给了我, 房东有12把钥匙), a time word at a clause's head (春节收到了50元), and
nouns the lexicon does not know as the thing counted (纸巾, 酸奶, 贴纸); near misses: the asker told in the story,
a hypothetical, an unknown verb (骂, 发出去, 撕坏, 包), another person or thing asked, a box with no count per box, a
time asked or not told, a modal; batch 2 (vzh_044–056) a person only in the question (表哥一共收到了多少元), money
asked of someone (老婆问我借了, 我问老婆要了), askers beside a named person; batch 3 (vzh_057–070) askers of 我们, of
the addressee, of another, with a hypothetical or a negation; festival time words (圣诞节, 元宵节), a time not told
or to come, a rate per week; batch 4 (vzh_071–084) askers with a claimed answer, a time, no amount asked (为什么还剩
这么多), another unit, a share (还剩几成), and time words with 期间, 里, 后. Batch 4 found two wrong fast answers on
this branch, both of main's own phrasings reached through the asker set aside: 我为什么还剩这么多 → 27 and 还剩几成 → 27
(read on main as written, bills.py and the grammar taking 几 成 for a count of 成): the asker is now set aside only
before an amount asked straight after the one asked, and never before a share asked (vocab_zh.SHARES_ASKED_ZH, the
list roles_zh.py refuses too). On main, batches 1–2: 6 + 6 right (tune + check), 3
fast answers where slow or another value was expected: 外婆给了我50元，姨妈给了我30元，表哥一共收到了多少元 → 80
(money_flows.py: someone only the question names), 我问老婆要了10元 … 还剩多少元 → 17 for 37 and 老婆问我要了10元 …
→ 17 (bills.py read 要 as a price; 17 happens to be right there, the row is labelled slow as written). `split`
alternates tune / check within each expectation. Session 27 (h/chatszh) relabelled vzh_038 fast (小丽有24个红包，发出去9个，
还剩多少个红包 24-9: 发出去 is a loss verb of roles_zh.py now, no unknown verb).
"""

from __future__ import annotations

import pytest

from services.classifier.reader.vocab_zh import is_kin_or_role, leading_times_zh, people_zh, words_zh

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("vocab_zh_twins.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 36 and sum(r["expect"] == "slow" for r in ROWS) == 48
    assert_golds_are_their_expressions(ROWS)


# main's reader, batches 1–2: 6 + 6 right, 3 wrong (above); with vocab_zh, all four batches: 13 + 13, none wrongly
@pytest.mark.parametrize(("split", "floor"), [("tune", 13), ("check", 13)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize("word", ["表哥", "姑姑", "舅妈", "外婆", "老婆", "房东", "老板", "店员", "网友", "邻居"])
def test_kinship_and_role_nouns_are_people(word: str) -> None:
    assert people_zh(word) == (word,)


@pytest.mark.parametrize("word", ["牛奶", "酸奶", "公司", "公斤", "花生", "老家", "纸巾", "红包", "小明"])
def test_things_and_names_jieba_does_not_hold_are_no_kinship(word: str) -> None:
    assert not is_kin_or_role(word) and people_zh(word) == ()


def test_a_stretch_is_split_into_classes() -> None:
    assert [(w.word, w.kind) for w in words_zh("上买纸巾")] == [("上", "place"), ("买", "verb"), ("纸巾", "thing")]
    assert [w.kind for w in words_zh("如果")] == ["stop"]


@pytest.mark.parametrize(("head", "times"), [("春节收到了", "春节"), ("国庆节小红买了", "国庆节"), ("每周存了", ""),
                                             ("小明有", ""), ("第二天", ""), ("一天", "")])
def test_only_a_time_that_counts_nothing_leads(head: str, times: str) -> None:
    assert leading_times_zh(head) == times
