"""Words around a computation that do not change it, set aside so the computation can be read.

People wrap a computation in words that carry no part of it: "Hi! quick question: …", "我在帮孩子
检查作业，…，谢谢啦", "not sure if this is right but …", "hmm … lol", emoji. The reader reads a
request in full or not at all, so one such word would send it slow. When the reader does not read a
request as written, `set_aside` splits it at its sentence and clause marks and takes away:
- a piece with no value in it whose every word belongs to one of the classes below;
- such words at the two ends of a piece that holds values ("hmm … lol", "…啊啊啊", "not sure if
  this is right but …"), but not the ones the reader reads itself ("please", "tell me").
The classes, by phrase, in English and Chinese (`_PHRASES`): greetings, thanks, politeness and
requests for help, urgency, who asks and why ("I'm helping my daughter with her homework", 老师布置的
作业, 孩子问我一道题), hedges ("maybe a dumb question", 我算了好几遍都不确定), chat noise and
decoration (嗯, 哈哈, "lol", "ugh", "omg", emoji, "~", ":)", ":/"), and asking for the bare answer, which every answer is ("answer
only", "(just the number please)", （只要答案）, 直接给数字就行, 不用写过程). Before a Chinese question with no value,
someone who asks, named by a kinship or role noun (reader/vocab_zh.py: 老婆问, 表哥问, 同事问) and nowhere else in the
request, is set aside too; the one asked (我, 你) stays; so is the asker working it out (算下来, 这么算起来) before such a
question ("算下来每卷多少钱"), but not 平均下来 (an average) nor 折合 (a conversion).

Nothing else is taken: an instruction ("answer in Roman numerals", 用二进制表示), a condition ("if it's a
weekday", 假设是闰年), a negation, a claimed answer, another person or item ("my sister paid the
rest", 我妈付了剩下的), a unit, a date word ("today", 今天) all stay, and the request is read with
them or goes slow. The reader then reads what is left, as strictly as ever; what was set aside is
recorded on the task (`Task.spans["set_aside"]`), so a trace shows what the reading left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Emoji and pictographs; not the operator dingbats (✖ ➕ ➖ ➗) nor arrows, which may carry a computation.
_EMOJI = "[\U0001F000-\U0001FAFF\u2600-\u2715\u2717-\u2794\u2798-\u27BF\u2B50\u2B55\uFE0F\u200D]"
_EMOJI_RUN = re.compile(_EMOJI + "+")
_EMOTICON = r"(?::-?\)|:-?d\b|;-?\)|:-?p\b|\^_\^|xd\b|<3|:-?[/|](?![/\w<]))"  # ":/", ":|": a shrug, no division

# --- English phrases (the text is folded to lower case) ---------------------------------------
_GREETING_EN = (r"(?:hi+|he+y+|hello+|hiya|howdy|yo|greetings)(?: there| all| everyone| everybody| guys| folks)?"
                r"|good (?:morning|afternoon|evening|day)(?: everyone| all)?")
_THANKS_EN = (r"(?:many thanks|thanks? a lot|thanks? so much|thank you (?:so|very) much|thanks a bunch|thanks a ton)"
              r"|(?:thanks|thank you|thank u|thx|ty|tysm|cheers)(?: (?:in advance|a lot|so much|again|heaps))?"
              r"|(?:i |really |i really )?appreciate (?:it|this|your help|the help)|much appreciated|appreciated")
_POLITE_EN = (r"please|pls|plz|kindly|excuse me|sorry to bother(?: you)?|sorry for bothering you"
              r"|if you (?:don't|do not) mind|if you can|if possible|if you could|when you get a chance|no rush"
              r"|(?:(?:can|could|would|will) you |please )?help(?: me)?(?: out)?(?: with this| here| please)?"
              r"|(?:i )?(?:need|want) (?:some )?help(?: with this)?"
              r"|(?:can|could|would|will) you (?:please |kindly )?(?:work (?:this|it) out|solve this|do this"
              r"|check this|calculate this|figure this out|answer this)"
              r"|(?:a )?(?:quick|simple|short|small|easy|math|maths|homework) (?:question|q|one)|quick q|question|q"
              r"|(?:another|one more|next) (?:one|question)"
              # "help me figure:", "can you help me figure this out?", "help me work it out -"; "ok last one,"
              r"|(?:(?:can|could|would|will) you )?help me (?:figure|work)(?: (?:this|it))?(?: out)?"
              r"|(?:the )?(?:last|final|one last) (?:one|question|q)")
_URGENT_EN = r"urgent|asap|real quick|super quick|quickly|quick"
# A time of day said as a greeting ("morning!", "evening all."): a whole piece only, never the start of one ("morning
# shift is 6 hours" keeps its word)
_DAY_GREETING_EN = r"(?:morning|mornin'?|afternoon|evening)(?: all| everyone| everybody| guys| folks)?"
_NOISE_EN = (r"h+m+|u+m+|u+h+|e+r+m*|o+h+|a+h+|ok(?:ay)?(?: so)?|so|well|welp|alright|all right|anyway[s]?|btw"
             r"|lol|lmao|haha+|hehe+|yeah|yep|ugh+|omg|oops|phew|yikes|sigh|meh")
_WHO_EN = (r"(?:my|our) (?:kid|kids|son|daughter|child|children|little (?:brother|sister)|brother|sister|nephew"
           r"|niece|student|students|friend|classmate)")
_TOPIC_EN = (r"(?:(?:math|maths|school|homework) )?(?:homework(?: assignment| question| problem)?|assignment"
             r"|worksheet|exercise|practice (?:test|problem|question)|problem set|quiz prep|test prep)")
_CONTEXT_EN = (
    rf"(?:i'm|i am|im|we're|we are|i was|i've been) (?:helping|checking|doing|going over|working on|grading"
    rf"|reviewing|marking) (?:{_WHO_EN}(?: with (?:(?:her|his|their|the|my|our) )?{_TOPIC_EN})?"
    rf"|(?:my|our|the) (?:kid's |son's |daughter's |child's )?{_TOPIC_EN})"
    rf"|{_WHO_EN} (?:asked|showed|sent|gave) (?:me|us) (?:this|this one|this question|a question)"
    rf"(?: (?:at dinner|in class|at school|after school))?"
    rf"|(?:my|our) (?:teacher|professor|tutor|boss|manager) (?:gave|assigned|set|sent) (?:me|us) (?:this|this one"
    rf"|this question|this problem)"
    rf"|(?:this|it)(?:'s| is) (?:for|from) (?:my|a|an|our|the) (?:kid's |son's |daughter's |child's )?{_TOPIC_EN}"
    rf"|(?:this|it) (?:came up|comes up) (?:at|in) (?:work|school|class|dinner|a meeting)"
    rf"|(?:for|from) (?:my|our) {_TOPIC_EN}"
    # what the answer is for: "for my report:", "quick budgeting question:"
    rf"|(?:(?:this|it)(?:'s| is) )?for (?:my|our|a|an|the) (?:report|presentation|slides|slide deck|spreadsheet"
    rf"|notes|records|newsletter|blog post|article|dashboard)"
    rf"|(?:a )?(?:quick )?(?:budgeting|budget|planning|money|finance|work) question")
_HEDGE_EN = (
    r"(?:i'm |i am |im )?not (?:sure|certain) (?:if|whether) (?:this is|it's|i'm|i did this|i got this|i have this)"
    r" (?:right|correct)|(?:i'm |i am |im )?not sure|(?:maybe|probably|might be|this might be|this is probably) a"
    r" (?:dumb|stupid|silly|basic|simple|easy) (?:question|one)|sorry if this is (?:a )?(?:dumb|stupid|silly|basic"
    r"|simple|easy)(?: question| one)?|i (?:think|feel like|guess) i (?:got|did|messed) (?:this|it) (?:wrong|up)"
    r"|i (?:might be|may be|am|'m) (?:probably )?overthinking (?:it|this)|i keep getting (?:different|weird|the"
    r" wrong|two different) answers?|(?:i'm|i am|im) (?:confused|stuck|bad at math|terrible at math|bad with numbers)"
    r"|i (?:was|am) wondering|i wonder|just wondering|just curious|(?:i'm |i am )?curious|just checking"
    r"|is (?:that|this) right|am i right|did i get (?:it|this) right")

# Asking for the bare value, which the answer shows anyway: "answer only", "— just the number please", "(no working)"
_BARE_EN = (r"(?:(?:the |your )?(?:final )?answer only|just (?:the|a|your) (?:final )?(?:number|answer|result|value)"
            r"|(?:the )?(?:number|result) only|only (?:the|a) (?:final )?(?:number|answer|result)"
            r"|no (?:explanation|working|steps|work)(?: needed| required)?|short answer)(?: please| pls| plz)?")

# --- Chinese phrases ------------------------------------------------------------------------
_GREETING_ZH = (r"(?:你好|您好)[呀啊哈]?|哈喽|哈罗|嗨+|大家好|各位好|老师好|早上好|上午好|下午好|晚上好|在吗|在不在"
                r"|家人们|老铁们?|姐妹们|兄弟们|宝子们|朋友们")  # the ones addressed: 家人们帮忙算算
_THANKS_ZH = (r"(?:谢谢|多谢|感谢)(?:你|您|啦|了|老师|大家|各位)*|(?:非常|万分|十分)感谢|感谢感谢|谢谢谢谢|谢啦"
              r"|先谢(?:过)?了?|感激不尽|辛苦(?:你|您)?了|拜托(?:你|您)?了|麻烦(?:你|您)?了")
_POLITE_ZH = (r"(?:(?:你|您)?(?:能不能|能否|能|可以|可不可以))?(?:请|麻烦|劳烦|劳驾)?(?:你|您)?"
              r"(?:帮我|帮帮我|帮忙|给我|帮我们)?(?:算|计算|算算|算一算|看|看看|看一看|验算|检查|核对|解答|求解)"
              r"(?:一下|下)?(?:这道题|这个|这题)?(?:吗|呢|好吗|可以吗|行吗|吧)?"
              r"|请问(?:一下|下)?|问(?:一下|下|个问题|个题|你个问题)|打扰(?:了|一下|下)|不好意思|请教(?:一下|下)?"
              r"|求助|求解答|求帮忙|帮帮忙|帮个忙|题目|问题"
              r"|所以想问(?:一下|下|问)?|求(?:大佬|大神|各位|大家)(?:帮忙|帮帮忙|解答|指点)?(?:一下|下)?"
              r"|(?:请|麻烦)?(?:你|您)?(?:帮我|帮忙|给我|帮我们)?算(?:个|笔|一笔|一下|下)?账")
_BARE_ZH = (r"(?:请)?(?:直接|只)?(?:给|写|说|要)出?个?(?:答案|结果|数字|数)(?:就(?:行|好|可以)了?)?"
            r"|(?:不用|不要|不需要|无需)写?(?:过程|步骤|解释)")
_URGENT_ZH = r"急+|很急|挺急的?|急用|在线等|急急急|求速回|速回"
_NOISE_ZH = r"嗯+|呃+|额+|哎呀|哎|唉|那个|哈哈+|嘿嘿|呵呵|[啊哦噢喔]+|好的|好吧|emm+"
_KIN_ZH = r"(?:孩子|儿子|女儿|小孩|学生|弟弟|妹妹|侄子|侄女|宝宝|娃)"
_WORK_ZH = r"(?:数学)?(?:作业|功课|练习题?|题目|题)"
# who asked me to work it out, and what it is for (老板让我算, 因为要报销, 明天要交作业, …，财务要): never how
_ASKER_ZH = r"(?:老板|领导|经理|主管|上司|财务|会计|同事|老师|老婆|老公|媳妇|老伴儿?|爸爸?|妈妈?|家里人?)"
_PURPOSE_ZH = r"(?:报销|做账|记账|对账|交作业|写作业|做作业|填报销单|做报表|做预算)"
_CONTEXT_ZH = (
    rf"我?(?:在|正在)?(?:帮|给)?{_KIN_ZH}?(?:检查|辅导|批改|看|做|写)(?:一下|下)?{_KIN_ZH}?的?(?:这道|这个|这)?{_WORK_ZH}"
    # how to do it, asked of the problem pasted next: "这题咋做：", "孩子作业这道题怎么算"
    rf"|(?:{_KIN_ZH}的?{_WORK_ZH})?(?:这道|这个|这)?{_WORK_ZH}(?:咋|怎么|怎样|如何)(?:做|算|解)(?:啊|呀)?"
    rf"|(?:老师|学校)(?:布置|留|出)的(?:{_WORK_ZH}|一道题)?"
    rf"|{_KIN_ZH}(?:问我|问了我|考我|拿来问我)(?:一道题|一个问题|个问题|一道数学题|一道作业题)?"
    rf"|这是(?:我)?{_KIN_ZH}?的?{_WORK_ZH}"
    rf"|(?:工作中|工作上|上班时|做作业时|写作业时)遇到的(?:问题|题)?|{_WORK_ZH}里的一道题"
    # what the answer is for: "做季度汇报用：", "写年终总结要用"
    rf"|(?:做|写|准备)(?:季度|年度|年终|月度|周)?(?:汇报|总结|报表|报告|PPT|ppt)(?:要|需要)?用"
    rf"|{_ASKER_ZH}(?:让|叫|要)(?:我|我们)(?:帮忙)?(?:算|计算|算算|算一算|核算|统计|问|问问)(?:一下|下)?"
    rf"|(?:因为|由于)?(?:明天|今天|马上|下午|晚上|等会儿?)?(?:要|得|需要)?{_PURPOSE_ZH}(?:的话|用)?"
    rf"|{_ASKER_ZH}(?:要|要用|催着要|在催)")
_HEDGE_ZH = (r"我?(?:算|做)了(?:好几|几|很多|好多)遍(?:都|还是)?(?:不确定|不对|没算对|算不对|算不出来)"
             r"|(?:不知道|不确定)我?(?:算|做)得对不对|(?:感觉|觉得)(?:自己|我)?(?:算|做)错了"
             r"|我?(?:有点|有些)?(?:不确定|拿不准|糊涂了|晕了|懵了)|可能是个(?:笨|蠢|简单|傻)问题"
             r"|我(?:总是|老是|经常)(?:算错|做错|算不对)|我数学(?:不好|很差)|对不对|对吗"
             r"|我?(?:忘了|忘记了|不记得|不会)(?:咋|怎么|怎样)(?:算|做)了?")

_PHRASE = "|".join((_GREETING_EN, _DAY_GREETING_EN, _THANKS_EN, _POLITE_EN, _URGENT_EN, _NOISE_EN, _CONTEXT_EN, _HEDGE_EN, _BARE_EN,
                    _GREETING_ZH, _THANKS_ZH, _POLITE_ZH, _URGENT_ZH, _NOISE_ZH, _CONTEXT_ZH, _HEDGE_ZH, _BARE_ZH,
                    _EMOJI + "+", _EMOTICON, rf"[(（](?:{_BARE_EN}|{_BARE_ZH})[)）]"))
# A piece of these phrases only (English ones whole words), spaces and emoji between them.
_PIECE = re.compile(rf"(?:(?:{_PHRASE})(?![a-z'])[\s{_EMOJI[1:-1]}]*)+")

# Talk about the asker, by word: a piece made only of these words says who asks, how they feel, whom they
# thank, never what to compute (no number, unit, date or time word, operation, item or condition on the
# values, no "we", "all", "and", "with", 们 or 给 that could count people in). A person other than the asker
# (PERSON) may appear only where the piece says why it is asked (ANCHOR: homework, a teacher, "asked me"),
# never as someone who pays, shares or takes part.
_TALK_EN = frozenset("""
i i'm im i've ive i'd me my myself you u your it it's its this that these those one ones
a an the am is are was were be been being do does did doing done have has had got get getting gets keep keeps
feel feeling felt think thought guess asking ask wondering wonder curious sure certain not no don't dont can't
cant cannot can could would will should might may just always still again really very super totally completely
quite pretty so too kind kinda sort sorta bit little probably maybe honestly literally actually but
at by in on to of for from about if whether here there
dumb stupid silly easy simple basic obvious bad terrible awful hopeless good great confused stuck lost rusty
check tired sleepy blanking brain fart forgot forget remember idea clue wrong overthinking mess messing
messed up confusing tricky hard trouble struggling math maths numbers arithmetic sums question questions q
quick help helping please pls plz sorry thanks thank thx ty tia cheers appreciate appreciated kindly
hi hey hello hiya yo dear greetings there bot assistant mate buddy sir madam ok okay well anyway
homework worksheet assignment quiz test exam class lesson school teacher tutor student students parent mom dad
mum textbook workbook problem problems exercise exercises practice studying revising preparing prepare making
writing working grading marking reviewing teaching tutoring checking asked showed gave sent assigned set came
comes found kid's son's daughter's child's
""".split())
# Words that say nothing by themselves: a piece of only these ("is it", "it was") is not talk about the asker.
_FUNCTION_EN = frozenset("""
i i'm im i've ive i'd me my myself you u your it it's its this that these those one ones a an the am is are was
were be been being do does did doing done have has had got get getting gets keep keeps can could would will should
might may at by in on to of for from about if whether here there but so too just still again really very not no
""".split())
_FUNCTION_ZH = frozenset("""
我 我是 我在 我想 我的 自己 你 您 的 了 啦 哈 呀 啊 咯 哦 呢 嘛 吧 这个 这是 在 正在 都 又 还是 有 上 里 出 留 看 写 做 算 想 得
好 是个 可能 好像 感觉 觉得 帮 教 拿来 准备 一直 总是 老是 实在 真的 完全 有点 有些
""".split())
_PERSON_EN = frozenset("kid kids son daughter child children nephew niece brother sister grandson granddaughter "
                       "classmate cousin".split())
_ANCHOR_EN = frozenset("homework worksheet assignment quiz test exam class lesson school teacher tutor textbook "
                       "workbook studying grading tutoring asked".split())
_TALK_ZH = frozenset("""
我 我是 我在 我想 我的 自己 你 您 大家 各位 老师 大佬 大神 大侠 亲 朋友们 同学们 网友们 老铁 老铁们 家人们 姐妹们 兄弟们 的 了 啦 哈 呀 啊 咯 哦 呢 嘛 吧
你好 您好 好 哈喽 嗨 在吗 在么 在不在 请问 求助 求问 求解答 小白 新手 有个问题 想问 想问一下 问一下 问下 问个问题 问个简单的问题
谢谢 多谢 感谢 谢啦 辛苦 辛苦了 辛苦啦 麻烦 拜托 先谢谢了 先谢了 先谢过了 感激不尽 急 急求 很急 挺急 在线等
脑子 数学 算术 这个 这种题 这道题 这题 有点 有些 一直 总是 老是 实在 真的 完全 又 都 还是 算 做 想 半天 好久 很久 好几遍 几遍
来算去 不好 很差 不行 转不过来 乱 搞不懂 不懂 不会 不明白 糊涂 晕 懵 搞不清楚 没算出来 算不出来 算不对 算错 卡住 没底 不确定
拿不准 没把握 不太会 笨 蠢 傻 简单 感觉 觉得 好像 可能 是个 问题 不知道 对不对 得
在 正在 帮 辅导 检查 批改 看 写 教 作业 作业本 练习册 练习 练习题 课本 数学题 题 题目 一道题 道题 一个问题 上 里 有 遇到
遇到的 小学 初中 高中 大学 家长 学生 布置 留 出 问我 考我 问了我 拿来 这是 工作中 工作上 考试 复习 预习 准备 出题 试卷 卷子
""".split())
_PERSON_ZH = frozenset("孩子 儿子 女儿 小孩 弟弟 妹妹 侄子 侄女 宝宝 孙子 孙女 妈妈 爸爸".split())
_ANCHOR_ZH = ("作业", "题", "老师", "辅导", "练习", "考试", "试卷", "卷子", "课本", "复习", "问我", "考我")
_LONGEST_ZH = max(map(len, _TALK_ZH | _PERSON_ZH))
_LATIN_WORD = re.compile(r"[a-z][a-z']*|[^\sa-z]")
# The ends of a piece that holds values: English words before a space, Chinese noise and emoji anywhere.
_ASKING_EN = rf"(?:{_POLITE_EN}|{_GREETING_EN}|{_URGENT_EN})"
_LEAD = re.compile(
    # "pls help - subtract …": a hyphen after a lead only before a word, never before a value (a minus)
    rf"(?:{_ASKING_EN}(?:\s+{_ASKING_EN})*\s+[-–]\s+(?=[^\W\d_])"
    rf"|(?:{_GREETING_EN}|{_NOISE_EN}|{_URGENT_EN}|quick q|quick question|quick one|(?:{_HEDGE_EN}),? but)\s+"
    rf"|(?:{_NOISE_ZH}|{_GREETING_ZH})\s+|{_EMOJI}+\s*)+")
_TAIL = re.compile(rf"(?:\s+(?:{_NOISE_EN})\b|\s*[(（](?:{_BARE_EN}|{_BARE_ZH})[)）]|\s*(?:哈哈+|嘿嘿|呵呵|[啊呀哦]{{2,}})"
                   rf"|\s*{_EMOJI}+|\s*{_EMOTICON})+$")
_NOISE_WORD = re.compile(rf"(?:{_NOISE_EN}|xd|:-?d|:-?p)")
_NOISE_ENDINGS = frozenset("哈嘿呵啊呀哦)）3/|")
# An emoticon standing between two words of a message ("… to 2,200 :/ whats the …") ends a sentence as a "." does
_MID_EMOTICON = re.compile(rf"(?<=\S)\s+({_EMOTICON})\s+(?=\S)")
_TAIL_WINDOW = 32  # the longest tail worth looking for; bounds the search
# Where a request splits into pieces: sentence and clause marks (a colon not in a ":)"), line breaks; not a
# dash ("hey - 12*24": it may be a minus).
_MARKS = re.compile(r"((?:[.?!。？！,，;；~～…\n—]|[:：](?!-?[)(dp/|]))+\s*)")  # an em dash too: "Thanks in advance — …"
# What may follow a lead taken away: a word or a value, not a sign ("hey - 12*24": the dash may be a minus).
_READS_ON = re.compile(r"[\w<$¥€£(]").match
_SLOT = "<"  # slots.py writes every value as <n0>, <d1> …: a piece with one holds a value


@dataclass(frozen=True)
class SetAside:
    text: str  # the request without the words set aside
    removed: tuple[str, ...]  # what was set aside, in the order it was written


def set_aside(slotted: str, ones: dict[str, str] | None = None) -> SetAside | None:
    """The request without the words that do not change its computation, or None when there are none.
    `ones` are the slots of a "one" as written (<n0> → 一): "孩子问我一道题" counts nothing."""
    removed: list[str] = [m.group(1) for m in _MID_EMOTICON.finditer(slotted)]
    slotted = _MID_EMOTICON.sub(". ", slotted) if removed else slotted
    parts = _MARKS.split(slotted)
    pieces, marks = parts[0::2], parts[1::2] + [""]
    kept: list[str] = []
    for k, (piece, mark) in enumerate(zip(pieces, marks)):
        body = piece.strip()
        if not body:
            kept.append(piece + mark)
        elif _SLOT not in (written := _ones_written(body, ones)):
            if _doubts_the_amount_before(written, pieces[k - 1] if k else "", marks[k - 1] if k else ""):
                kept.append(piece + mark)  # "spent $50 of it, I think": a doubt of that amount, not talk
            elif _PIECE.fullmatch(written) or _is_talk(written) or _scene_before_question_zh(written, pieces[k + 1:]):
                removed.append(written)
            elif (lead := _asker_zh(written, slotted) or _reckoning_zh(written) or _connector_zh(written)) is not None:
                removed.append(lead)  # "老婆问我还剩多少元": 我还剩多少元 is read; "算下来每卷多少钱": 每卷多少钱
                kept.append(written[len(lead):] + mark)
            else:
                kept.append(piece + mark)
        else:
            kept.append(_ends_trimmed(body, removed) + mark)
    if not removed:
        return None
    text = "".join(kept).strip().rstrip("—;；").rstrip()  # "… — just the number": the dash ended a piece set aside
    return SetAside(text, tuple(removed)) if _SLOT in text else None


# A doubt said right after an amount, after a comma ("spent $50 of it, I think", "花了50元，好像"): of that amount
_DOUBTS = frozenset({"i think", "i guess", "i believe", "i suppose", "probably", "maybe", "perhaps", "not sure",
                     "i'm not sure", "if i remember", "if i recall", "好像", "可能", "大概", "我记得", "应该是"})


def _scene_before_question_zh(piece: str, after: list[str]) -> bool:
    """A Chinese clause that only sets the scene (reader/scenes_zh.py: 大家正在做游戏) before an amount the story tells,
    not the question alone (树苗由学校提供，一共种多少棵: every clause after the amounts is read)."""
    told = [p for p in after if p.strip()][:-1]
    if not any(_SLOT in p for p in told):
        return False
    from .reader.scenes_zh import scene_zh

    return scene_zh(piece)


def _doubts_the_amount_before(piece: str, before: str, mark: str) -> bool:
    return mark.strip() in (",", "，") and _SLOT in before and piece.strip().lower() in _DOUBTS


def _asker_zh(question: str, slotted: str) -> str | None:
    """"老婆问", "表哥问", "同事问" before a question with no value: someone named by a kinship or role noun
    (vocab_zh.py) who asks and is nowhere else in the request, so asks for no amount of their own; the one
    asked (我, 你) stays, and what follows is read as strictly as ever. None for any other piece."""
    lead = _ASKER_LEAD_ZH.match(question)
    if lead is None or slotted.count(lead["who"]) > 1:
        return None
    from .reader.vocab_zh import SHARES_ASKED_ZH, people_zh  # jieba only for a piece that may be this

    if any(w in question for w in SHARES_ASKED_ZH):
        return None  # "老婆问我还剩几成": a share asked, not an amount

    return lead.group() if people_zh(lead["who"]) == (lead["who"],) else None


# the one asked (我, 你), then an amount asked straight away (还剩, 一共, 多少, 几): not 为什么, not 借了
_ASKER_LEAD_ZH = re.compile(r"(?P<who>[\u4e00-\u9fff]{2,4}?)问(?=(?:我们|我|你)?[还一总现多几])")


def _reckoning_zh(question: str) -> str | None:
    """"算下来", "这么算起来" before a question with no value ("算下来每卷多少钱", "算起来一共交了多少元"): the asker
    working it out, which the question says without it; not 平均下来 (an average) nor 折合 (a conversion)."""
    lead = _RECKONING_ZH.match(question)
    return lead.group() if lead else None


def _connector_zh(question: str) -> str | None:
    """"所以", "你说" before a question with no value ("所以一共多少钱", "你说还剩多少"): a word that joins the question to
    the story or turns it to the one asked, which the question says without it; what follows is read as strictly as
    ever (你说一共多少钱合适: an opinion, not read)."""
    lead = _CONNECTOR_ZH.match(question)
    return lead.group() if lead else None


_CONNECTOR_ZH = re.compile(r"(?:所以|因此|那么|那|你说|您说|你看|您看)(?=(?:一共|总共|合计|还剩|还有|每|多少|几))")
_RECKONING_ZH = re.compile(r"(?:这么|这样|那么|那|所以)?算(?:下来|起来)(?=每|一共|总共|还|多少|几|是多少)")


def _is_talk(piece: str) -> bool:
    """Whether every word of `piece` is talk about the asker (`_TALK_EN`, `_TALK_ZH`), a person only
    beside a word that says why the question is asked."""
    words = _talk_words(_EMOJI_RUN.sub(" ", piece))
    if not words:
        return False
    if all(w in _FUNCTION_EN or w in _FUNCTION_ZH for w in words):
        return False
    persons = [w for w in words if w in _PERSON_EN or w in _PERSON_ZH]
    return not persons or any(w in _ANCHOR_EN or any(a in w for a in _ANCHOR_ZH) for w in words)


def _talk_words(piece: str) -> list[str] | None:
    words: list[str] = []
    i = 0
    while i < len(piece):
        ch = piece[i]
        if ch.isspace():
            i += 1
            continue
        if "a" <= ch <= "z":
            word = _LATIN_WORD.match(piece, i).group()  # type: ignore[union-attr]
            if word not in _TALK_EN and word not in _PERSON_EN:
                return None
            words.append(word)
            i += len(word)
            continue
        word = next((piece[i:i + n] for n in range(min(_LONGEST_ZH, len(piece) - i), 0, -1)
                     if piece[i:i + n] in _TALK_ZH or piece[i:i + n] in _PERSON_ZH), None)
        if word is None:
            return None
        words.append(word)
        i += len(word)
    return words


def _ones_written(body: str, ones: dict[str, str] | None) -> str:
    for slot, written in (ones or {}).items():
        body = body.replace(slot, written)
    return body


def _ends_trimmed(body: str, removed: list[str]) -> str:
    lead = _LEAD.match(body)
    if lead and _SLOT in body[lead.end():] and _READS_ON(body[lead.end():lead.end() + 1]):
        removed.append(lead.group().strip())
        body = body[lead.end():]
    tail = _TAIL.search(body, max(0, len(body) - _TAIL_WINDOW)) if _may_end_in_noise(body) else None
    if tail and _SLOT in body[:tail.start()]:
        removed.append(tail.group().strip())
        body = body[:tail.start()]
    return body


def _may_end_in_noise(body: str) -> bool:
    """The cheap test before the tail is searched: most pieces end on a value or a question word."""
    last = body[-1:]
    if "a" <= last <= "z":
        return bool(_NOISE_WORD.fullmatch(body[body.rfind(" ") + 1:]))
    return last in _NOISE_ENDINGS or bool(_EMOJI_RUN.match(last))


def spans_in(folded: str, removed: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where each piece set aside stands in the request (the folded text keeps every position)."""
    out, cursor = [], 0
    for piece in removed:
        start = folded.find(piece, cursor)
        if start >= 0:
            out.append((start, start + len(piece)))
            cursor = start + len(piece)
    return out
