"""A Chinese clause that only sets the scene of a word problem (大家正在做游戏, 长得特别好, 香喷喷的, 大约中午的时候): no
number, nothing that comes, goes, changes or is done (跑了, 拿走, 坏, 又来), no time or period (星期天休息: a day off of
a rate's week), no exception, inclusion or condition (只, 除了, 包括, 也, 如果), no share, comparison or amount in words
(一半, 比, 两, 些), no question, and an estimate only of when (大约中午). The composition layer (compose_zh.py) reads a
story without such clauses, and filler.py sets them aside for every reader, each only before an amount the story tells
(树苗由学校提供 after the amounts stays: every clause after them is read); whatever else a clause says keeps it."""

from __future__ import annotations

import re

# A share, a comparison, an amount in words, a doing with an amount (给, 卖, 花 …): what a setting never says.
_AMOUNT_WORDS = re.compile("[半倍分成双对打两二三四五六七八九十百千万比是每占剩还又再给丢少多借送卖花用吃买几些点]")
# Comes, goes, changes or is done; a time or period; an exception, an inclusion, a condition, a negation, an estimate;
# people joined (我和我妹妹: who counts); an instruction or words about the request itself (忽略上面的数字, 帮我翻译, 请).
_NOT_SCENE = re.compile("[了过掉走去坏偷拿搬运来丢死破输赢捡拔摘种找换变装倒放交付存取欠借还休停假病除外只才就"
                        "天日周星期月年时秒早晚午夜节季包含括算连加计另也同共总全都各约估计可能会要如果假若设万不没别未无"
                        "问吗呢?？和与跟及俩忽略翻译帮请让把说写答告诉输出面前上下题数字话]")
_WHEN = re.compile("(?:大约|大概)(?:是|在)?(?:早上|上午|中午|下午|傍晚|晚上|黄昏|清晨|半夜)(?:的时候)?")


def scene_zh(clause: str) -> bool:
    """Whether `clause` (slotted, one clause) only sets the scene: no value, and none of the words above."""
    clause = clause.strip()
    if not clause or "<" in clause or not re.search("[\u4e00-\u9fff]", clause):
        return False
    return bool(_WHEN.fullmatch(clause)) or not (_AMOUNT_WORDS.search(clause) or _NOT_SCENE.search(clause)
                                                 or re.search("[A-Za-z0-9]", clause))
