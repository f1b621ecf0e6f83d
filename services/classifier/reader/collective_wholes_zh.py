"""The whole of a group's share named by the body it is a count of, for shares.py's `read_group_share`: "班里45人，有18个
近视，近视的占百分之几", "年级里200人 …", "我们公司一共80个员工，男员工52个，男员工占百分之几", "全校一共800个学生，女学生376个".

A count opening its clause right after a collective (a class, a school, a company, a grade, a workshop, a village, with
its 里 / 上 / 中 / 内, or any word of 全), 一共 between them or not, is the whole where nothing after its measure names
another thing, or the noun after it is what the group asked is a kind of (男员工 of 员工, 女学生 of 学生). "班上一共25个男生，
10个女生，女生占百分之几" names boys after 一共: the class is 35, not 25, and nothing here reads it; a collective that
names members (男生组, 女生队) is a group itself, not the body the share is of.
"""

from __future__ import annotations

from .tokens import Tok

# the body a count of all is of: 班, 学校, 公司, 年级, 车间, 工厂, 家, 小区, 村, 部门, 医院 …
_BODIES = tuple("班校司级厂间家区市村部院队组")
_PLACE_SUFFIXES = ("里", "上", "中", "内")
# a collective named by its members is a group of people, not the body: 男生组, 女生队, 员工组, 老人院 aside
_BODY_PIECES = frozenset({"WORD", "IN", "YEAR_UNIT", "MEASURE"})
_MEMBERS = ("生", "员", "人", "工", "师", "男", "女")


def collective_whole(tokens: list[Tok], i: int, asked: str) -> bool:
    """Whether the count at tokens[i] is the whole the group `asked` is part of, said after a collective."""
    start = max((k + 1 for k in range(i) if tokens[k].type == "COMMA"), default=0)
    before = tokens[start:i]
    if before and before[-1].type == "ZH_SUM":
        before = before[:-1]  # 公司一共 80 个员工
    # the tokenizer may split it: 班 里, 年 级 里 (年 a YEAR_UNIT)
    if not before or any(t.type not in _BODY_PIECES for t in before) or before[0].type != "WORD" and len(before) == 1 \
            or not _a_body("".join(t.value for t in before)):
        return False
    after = tokens[i + 1:i + 3]
    if not after or after[0].type != "MEASURE":
        return False
    if len(after) == 1 or after[1].type == "COMMA":
        return True  # 班里 45 人，…
    noun = after[1].value
    return after[1].type == "WORD" and asked != noun and asked.endswith(noun) and len(tokens) > i + 2 \
        and (i + 3 == len(tokens) or tokens[i + 3].type == "COMMA")  # 一共 80 个员工，男员工 …


def another_body(tokens: list[Tok], whole: int) -> bool:
    """Whether a clause other than the whole's names a body of its own ("班里45人，隔壁班有18个近视", "一班40人，二班有14个"):
    the part counted there is of another group than the whole (全班 / 全校 asked is the share's whole, read apart)."""
    start = max((k + 1 for k in range(whole) if tokens[k].type == "COMMA"), default=0)
    end = next((k for k in range(whole, len(tokens)) if tokens[k].type == "COMMA"), len(tokens))
    return any(t.type == "WORD" and not t.value.startswith("全") and _a_body(t.value)
               for k, t in enumerate(tokens) if not start <= k < end)


def _a_body(word: str) -> bool:
    body = word.removesuffix(next((s for s in _PLACE_SUFFIXES if word.endswith(s) and len(word) > 1), ""))
    if any(m in body for m in _MEMBERS):
        return False
    return body.endswith(_BODIES) or word.startswith("全") and len(word) > 1


def people_by_ge(tokens: list[Tok], part: int, whole: int) -> bool:
    """"班上40人，有14个戴眼镜": 个 counts people as 人 does, where the whole is people (人) and the part's 个 is followed
    by what those people do or are (a word ending its clause), not by a thing of its own (14 个苹果 names apples)."""
    if part + 2 >= len(tokens) or whole + 1 >= len(tokens) or tokens[whole + 1].value != "人" \
            or tokens[part + 1].type != "MEASURE" or tokens[part + 1].value != "个":
        return False
    said = tokens[part + 2]
    ends = part + 3 == len(tokens) or tokens[part + 3].type == "COMMA"
    return said.type == "WORD" and ends and said.value.startswith(_DOINGS)


# what a part of people is named by when counted with 个: a doing or a state (戴眼镜, 近视, 住校, 参加, 会游泳, 是女生)
_DOINGS = ("戴", "近视", "住", "参加", "会", "是", "有", "喜欢", "爱", "骑", "坐", "走", "带", "学", "去", "报名", "及格",
           "通过", "获", "得", "没")
