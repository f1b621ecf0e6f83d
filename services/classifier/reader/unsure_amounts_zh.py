"""An amount said as one of two, or corrected, in a Chinese message: 买菜花了37元，还是47元来着 (the speaker is not sure
which), 一本书25元还是28元, 花了120块，不对，是130块. Read as two amounts they were summed (37 + 47); the request says one
amount and does not settle which, so it goes slow. 还是 between two values, or 不对 / 说错了 before a value, is the mark;
来着 after the question alone (一共多少钱来着) asks again and changes nothing. An amount said to hold only sometimes
(小明有时每月存50元，一年能存多少元: 有时, 偶尔, 时不时) is no amount of every period: slow too. An amount heard from others
(听说他家每月电费300元, 据说, 别人说, 听同事说) is not told as known: slow (小明说他有20元 is the story's own voice)."""

from __future__ import annotations

import re

from ..slots import NUMBER_SLOT, Slots

# "<n0>元，还是<n1>元", "<n0>块还是<n1>块": 还是 straight before a value, after a value of the same or the clause before
_ONE_OF_TWO = re.compile(rf"{NUMBER_SLOT}[^，,。；;？?！!<]{{0,4}}[，,]?\s*(?:还是|或者|或是)\s*{NUMBER_SLOT}")
# "不对，是<n1>", "说错了，应该是<n1>", "哦不，<n1>": a value corrected
_CORRECTED = re.compile(rf"(?:不对|不是不是|说错了|记错了|哦不|搞错了)[，,]?\s*(?:是|应该是|其实是)?\s*{NUMBER_SLOT}")

# "有时每月存<n0>元": the amount holds only sometimes (有时间 is having time, 所有时 all the times)
_SOMETIMES = re.compile(r"(?<![所没])有时(?:候)?(?![间效长速差刻段区针])|偶尔|时不时|间或|有的时候")


# "听说", "据说", "别人说", "听同事说": what others say, heard (not 小明说, the story's own telling)
_HEARD = re.compile(r"听说|据说|听人说|别人说|有人说|传言|网上说|听[\u4e00-\u9fff]{1,3}?说")


def amount_unsure_zh(slots: Slots) -> bool:
    """Whether the message says one amount as one of two values, corrects a value it told, says it holds only
    sometimes, or tells it heard from others."""
    text = slots.text
    return ("还是" in text or "或" in text) and _ONE_OF_TWO.search(text) is not None \
        or _CORRECTED.search(text) is not None or _SOMETIMES.search(text) is not None \
        or _HEARD.search(text) is not None
