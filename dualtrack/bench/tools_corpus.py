"""The tool requests of `dualtrack bench tools`: the project's host tools asked for in English and
Chinese, each request labelled with what a correct pre-check does with it.

kind        the request states …                               a correct system …
complete    every required parameter, in a valid form         calls the tool with exactly `args`
incomplete  not every required parameter                      never calls it (asks)
malformed   a parameter the tool does not take (7 minutes)    never calls it
ambiguous   two values for one parameter (1 or 5 minutes)     never calls it

Two splits from disjoint phrasings: `dev` (the phrasings the tool's aliases and units were written
against) and `heldout` (written at the same time, never looked at while tuning; reported apart).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

# window as written → its value; words too ("five-minute", "五分钟")
WINDOWS = {"en": [("1", 1), ("5", 5), ("15", 15), ("one", 1), ("five", 5), ("fifteen", 15)],
           "zh": [("1", 1), ("5", 5), ("15", 15), ("一", 1), ("五", 5), ("十五", 15)]}
BAD_WINDOWS = {"en": ["2", "3", "7", "10", "30", "60", "2.5", "ten"], "zh": ["2", "3", "7", "10", "30", "60", "2.5", "十"]}
PAIRS = [("1", "5"), ("5", "15"), ("1", "15")]

LOAD = {
    "dev": {
        "en": ["what is the {w}-minute load average?", "show me the load average over the last {w} minutes",
               "{w} minute load average please", "system load for the past {w} mins?",
               "cpu load average, {w} min"],
        "zh": ["最近{w}分钟的平均负载是多少", "{w}分钟平均负载", "查一下过去{w}分钟的系统负载"],
    },
    "heldout": {
        "en": ["tell me the host's {w}-minute load average", "what's the load average across {w} minutes",
               "load average ({w} minutes)?"],
        "zh": ["系统负载（{w}分钟）是多少？", "请告诉我{w} 分钟内的平均负载"],
    },
}
LOAD_INCOMPLETE = {
    "dev": {"en": ["what is the load average?", "show me the system load", "cpu load average?",
                   "how high is the load average right now"],
            "zh": ["平均负载是多少", "系统负载现在多少", "查一下平均负载"]},
    "heldout": {"en": ["load average please", "what's the current system load?"],
                "zh": ["现在的系统负载", "主机平均负载？"]},
}
LOAD_AMBIGUOUS = {
    "dev": {"en": ["the {a} or {b} minute load average", "load average for {a} and {b} minutes"],
            "zh": ["{a}或{b}分钟的平均负载", "{a}、{b}分钟平均负载"]},
    "heldout": {"en": ["what is the {a}-minute or {b}-minute load average?"],
                "zh": ["最近{a}分钟还是{b}分钟的平均负载"]},
}

MEASURES = {"en": [("available", "available"), ("free", "available"), ("used", "used"),
                   ("in use", "used"), ("total", "total")],
            "zh": [("可用", "available"), ("剩余", "available"), ("已用", "used"), ("已使用", "used"),
                   ("总共", "total")]}
UNITS = {"en": [("", "MB"), (" in MB", "MB"), (" in GB", "GB"), (" in gigabytes", "GB")],
         "zh": [("", "MB"), ("（MB）", "MB"), ("多少GB", "GB")]}
BAD_UNITS = {"en": [" in TB", " in KB", " in kilobytes", " in terabytes"], "zh": ["多少TB", "多少KB"]}
MEMORY = {
    "dev": {"en": ["how much memory is {m}{u}?", "{m} memory{u}", "show the {m} ram{u}"],
            "zh": ["内存{m}多少{u}", "{m}内存是多少{u}"]},
    "heldout": {"en": ["tell me how much RAM is {m}{u}", "what's the {m} memory on the host{u}?"],
                "zh": ["主机{m}内存{u}", "请查一下{m}的内存{u}"]},
}
MEMORY_INCOMPLETE = {
    "dev": {"en": ["how much memory does the host have?", "memory status?", "how much ram?",
                   "memory in GB please"],
            "zh": ["内存多少", "内存情况怎么样", "内存用GB表示"]},
    "heldout": {"en": ["tell me about the host's memory", "ram usage in MB?"],
                "zh": ["主机内存", "查一下内存"]},
}
MEMORY_AMBIGUOUS = {
    "dev": {"en": ["how much memory is free or used?", "used memory in MB or GB", "total or available memory?"],
            "zh": ["内存可用还是已用多少", "已用内存，MB还是GB"]},
    "heldout": {"en": ["is the free or the used ram higher?", "available memory in MB and GB"],
                "zh": ["总内存和可用内存", "剩余内存用MB或GB"]},
}


def _variants(text: str, lang: str) -> list[str]:
    """The request as asked, with a greeting, and with thanks."""
    if lang == "zh":
        return [text, f"你好，{text}", f"{text}，谢谢"]
    return [text, f"hey, {text}", f"{text} thanks"]


def _item(text: str, lang: str, kind: str, tool: str, split: str, args: dict | None = None) -> dict[str, Any]:
    return {"text": text, "lang": lang, "kind": kind, "tool": tool, "split": split, "args": args}


def corpus(seed: int = 7) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for split, lang in itertools.product(("dev", "heldout"), ("en", "zh")):
        for template in LOAD[split][lang]:
            items += [_item(template.format(w=w), lang, "complete", "host_load", split, {"window": v})
                      for w, v in WINDOWS[lang]]
            items += [_item(template.format(w=w), lang, "malformed", "host_load", split)
                      for w in BAD_WINDOWS[lang]]
        items += [_item(v, lang, "incomplete", "host_load", split)
                  for t in LOAD_INCOMPLETE[split][lang] for v in _variants(t, lang)]
        for template in LOAD_AMBIGUOUS[split][lang]:
            items += [_item(v, lang, "ambiguous", "host_load", split)
                      for a, b in PAIRS for v in _variants(template.format(a=a, b=b), lang)]
        for template in MEMORY[split][lang]:
            for (m, measure), (u, unit) in itertools.product(MEASURES[lang], UNITS[lang]):
                items.append(_item(template.format(m=m, u=u), lang, "complete", "host_memory", split,
                                   {"measure": measure, "unit": unit}))
            items += [_item(template.format(m=m, u=u), lang, "malformed", "host_memory", split)
                      for (m, _), u in itertools.product(MEASURES[lang][:2], BAD_UNITS[lang])]
        items += [_item(v, lang, "incomplete", "host_memory", split)
                  for t in MEMORY_INCOMPLETE[split][lang] for v in _variants(t, lang)]
        items += [_item(v, lang, "ambiguous", "host_memory", split)
                  for t in MEMORY_AMBIGUOUS[split][lang] for v in _variants(t, lang)]
    random.Random(seed).shuffle(items)
    return items


# Everyday questions that are no tool request but share a word with a host tool (its topic, a
# parameter's unit or word): the rules stage must not call the tool on them, nor ask back for
# its parameters (`bench tools` and `--learned` count those that reach either).
NON_TOOL = {
    "host_load": {
        "en": ["how much load can a wooden shelf carry?", "what is the average salary of a nurse?",
               "how do I load a dishwasher properly?", "how can I load the truck in 15 minutes?",
               "why is the load average so high?", "what does average mean in statistics?"],
        "zh": ["负载均衡是什么意思", "护士的平均工资是多少", "货车的最大负载是多少吨",
               "服务器负载太高怎么办", "平均每天睡几个小时合适", "5分钟能学会负载均衡吗"],
    },
    "host_memory": {
        "en": ["how can I improve my memory for exams?", "what is a memory foam mattress?",
               "what is your earliest childhood memory?", "tips to remember names better",
               "is 16 GB of memory enough for gaming?", "how much memory does a goldfish have?"],
        "zh": ["我记忆力不好怎么办", "怎样提高记忆力", "内存条是什么", "手机内存不够怎么办",
               "买电脑选多大的内存好", "金鱼的记忆只有七秒吗"],
    },
}


def non_tool_probes() -> list[dict[str, Any]]:
    return [{"text": text, "lang": lang, "shares_word_with": tool}
            for tool, by_lang in NON_TOOL.items() for lang, texts in by_lang.items() for text in texts]
