"""The workload's FAQ intents (CLINC150 and Banking77 from the shared data, or a small built-in
set; Chinese ones from templates here) and the example questions of the global YAML rules."""

from __future__ import annotations

import csv
import json
import logging
import random
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dtlib.settings import REPO_ROOT

from .shared_data import SHARED_DATA, missing_shared_data, shared_data_available

log = logging.getLogger(__name__)


FAQ_INTENTS_EN = 40  # English intents drawn from CLINC150 + Banking77


# CLINC150 domains whose intents are FAQ-like (a fixed how-to answer fits), and the intents in them
# whose answer changes with time or place (no fixed answer exists).
_FAQ_DOMAINS = {"banking", "credit_cards", "work", "travel", "auto_and_commute", "meta", "small_talk"}
_LIVE_INTENTS = {
    "calculator", "time", "date", "timezone", "weather", "exchange_rate", "traffic", "distance",
    "current_location", "spelling", "flip_coin", "roll_dice", "definition", "translate", "alarm",
    "timer", "reminder", "reminder_update", "todo_list", "todo_list_update", "calendar",
    "calendar_update", "shopping_list", "shopping_list_update", "measurement_conversion",
    "share_location", "next_song", "play_music", "change_volume", "text", "make_call",
    "cancel", "repeat", "yes", "no", "maybe", "thank_you", "goodbye", "greeting", "tell_joke",
    "fun_fact", "what_song", "order_status", "oos",
}


# --- FAQ intents -------------------------------------------------------------------------------


@dataclass
class Intent:
    name: str
    lang: str
    answer: str
    phrasings: list[str]  # [0] is the canonical one
    source: str


ZH_INTENTS: list[tuple[str, str, list[str]]] = [
    ("zh.refund_arrival", "退款审核通过后会原路退回，请留意银行或支付平台的到账通知。",
     ["退款多久能到账", "退款什么时候到账", "申请退款后多久能收到钱", "我的退款怎么还没到账", "退款一般要等多久才到"]),
    ("zh.change_password", "请在“我的-账号与安全-修改密码”中修改；忘记密码可在登录页点“忘记密码”，用手机验证码重置。",
     ["怎么修改登录密码", "如何更改账号密码", "登录密码在哪里改", "我想换一个登录密码", "密码怎么修改"]),
    ("zh.invoice", "订单完成后在“订单详情-申请发票”中填写抬头和税号，电子发票会发送到你的邮箱。",
     ["怎么开发票", "如何申请电子发票", "发票在哪里开", "订单怎么开具发票", "我需要开一张发票怎么操作"]),
    ("zh.track_parcel", "在“我的订单”里点开订单即可查看物流详情，也可以用快递单号在快递公司官网查询。",
     ["我的快递到哪了", "怎么查物流信息", "包裹现在到哪里了", "如何查询订单物流", "快递物流在哪看"]),
    ("zh.cancel_autorenew", "在“我的-会员-自动续费管理”中关闭即可，关闭后当前会员期仍然有效。",
     ["怎么取消自动续费", "如何关闭会员自动续费", "不想自动续费了怎么办", "自动扣费怎么关掉", "会员自动续费在哪取消"]),
    ("zh.change_address", "订单发货前可在“订单详情-修改地址”中更改收货地址；已发货的订单请联系快递改派。",
     ["下单后能改收货地址吗", "怎么修改收货地址", "收货地址填错了怎么办", "订单地址可以更改吗", "地址写错了能改吗"]),
    ("zh.close_account", "请在“设置-账号与安全-注销账号”中提交申请，审核通过后账号数据将被删除且无法恢复。",
     ["怎么注销账号", "如何删除我的账户", "我要注销账户", "账号注销在哪里操作", "怎样永久注销这个账号"]),
    ("zh.bind_card", "在“我的-钱包-银行卡”中点“添加银行卡”，按提示输入卡号并完成短信验证即可。",
     ["怎么绑定银行卡", "如何添加银行卡", "银行卡在哪里绑定", "我想绑一张新的银行卡", "钱包怎么加银行卡"]),
    ("zh.human_agent", "在帮助中心页面点击“联系客服”，输入“人工”即可转接人工客服。",
     ["怎么联系人工客服", "我要找人工客服", "人工服务怎么联系", "如何转人工客服", "有没有人工客服"]),
    ("zh.return_goods", "在“订单详情-申请售后”中选择退货并填写原因，审核通过后按页面提示寄回商品。",
     ["怎么申请退货", "退货流程是什么", "商品不满意怎么退货", "如何办理退货", "我想退货怎么操作"]),
    ("zh.points", "积分可在结算页抵扣部分货款，也可以在“积分商城”兑换礼品。",
     ["积分怎么用", "积分可以抵现吗", "会员积分在哪里使用", "积分有什么用", "我的积分能换什么"]),
    ("zh.coupon_use", "在结算页的“优惠券”一栏选择可用的券即可抵扣；不满足使用门槛的券不会显示为可用。",
     ["优惠券怎么使用", "下单时怎么用优惠券", "优惠券在哪里用", "结算时怎么选优惠券", "怎样使用领到的优惠券"]),
]

# Used when ../shared/data is missing: a few English intents with phrasings.
_BUILTIN_EN: list[tuple[str, str, list[str]]] = [
    ("builtin.card_arrival", "banking",
     ["my card still hasn't arrived", "when will my new card arrive", "how long does card delivery take",
      "I am still waiting on my card", "where is my card"]),
    ("builtin.pin_change", "banking",
     ["how do I change my pin", "I want a new pin for my card", "can I change my card pin",
      "where do I change my pin number", "change pin please"]),
    ("builtin.lost_card", "banking",
     ["I lost my card", "my card was stolen", "what should I do if I lose my card",
      "report a lost card", "I can't find my card anywhere"]),
    ("builtin.freeze_account", "banking",
     ["freeze my account", "can you block my account", "I need to freeze my bank account",
      "how do I lock my account", "please put a hold on my account"]),
    ("builtin.routing", "banking",
     ["what is my routing number", "tell me the routing number", "where can I find the routing number",
      "I need my bank's routing number", "routing number please"]),
    ("builtin.travel_alert", "travel",
     ["set a travel notice on my card", "I am travelling abroad, tell my bank", "add a travel alert",
      "let my bank know I'm going overseas", "how do I set up a travel notification"]),
]


def _title(name: str) -> str:
    return name.replace("_", " ").strip().capitalize()


def _en_answer(intent: str, domain: str) -> str:
    title = _title(intent)
    return (f"{title}: open Help › {_title(domain)} › {title} in the app; the steps there cover this, "
            "and support can help if they do not.")


def _clinc(data_dir: Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    raw = json.loads((data_dir / "clinc150" / "train_val.json").read_text(encoding="utf-8"))
    by_intent: dict[str, list[str]] = {}
    for text, intent in raw.get("train", []):
        by_intent.setdefault(intent, []).append(text)
    domains: dict[str, str] = {}
    domains_file = data_dir / "clinc150" / "domains.json"
    if domains_file.is_file():
        for domain, intents in json.loads(domains_file.read_text(encoding="utf-8")).items():
            for intent in intents:
                domains[intent] = domain
    return by_intent, domains


def _banking(data_dir: Path) -> dict[str, list[str]]:
    by_intent: dict[str, list[str]] = {}
    with open(data_dir / "banking77" / "train.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            by_intent.setdefault(row["category"], []).append(row["text"].strip())
    return by_intent


def _dedupe(texts: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for t in texts:
        key = " ".join(t.split()).casefold()
        if key and key not in seen:
            seen.add(key)
            out.append(" ".join(t.split()))
    return out


def load_intents(r: random.Random, n_en: int = FAQ_INTENTS_EN, data_dir: Path = SHARED_DATA) -> list[Intent]:
    """English intents (CLINC150 + Banking77, or the built-in set) and the Chinese ones."""
    intents: list[Intent] = []
    if shared_data_available(data_dir):
        clinc, domains = _clinc(data_dir)
        banking = _banking(data_dir)
        clinc_names = sorted(i for i in clinc if i not in _LIVE_INTENTS
                             and domains.get(i, "banking") in _FAQ_DOMAINS)
        banking_names = sorted(banking)
        r.shuffle(clinc_names)
        r.shuffle(banking_names)
        n_clinc = n_en - n_en * 2 // 5
        chosen = [("clinc150", name, domains.get(name, "general"), clinc[name]) for name in clinc_names[:n_clinc]]
        chosen += [("banking77", name, "banking", banking[name]) for name in banking_names[:n_en - n_clinc]]
        for source, name, domain, texts in chosen:
            phrasings = _dedupe(texts)
            r.shuffle(phrasings)
            canonical = min(phrasings[:8], key=len)  # a short, typical phrasing is asked most
            phrasings.remove(canonical)
            phrasings.insert(0, canonical)
            intents.append(Intent(f"{source}.{name}", "en", _en_answer(name, domain), phrasings[:25], source))
    else:
        log.warning("%s: using %d built-in English FAQ intents", missing_shared_data(data_dir),
                    len(_BUILTIN_EN))
        for name, domain, texts in _BUILTIN_EN:
            intents.append(Intent(name, "en", _en_answer(name.split(".", 1)[1], domain), list(texts), "builtin"))
    for name, answer, phrasings in ZH_INTENTS:
        intents.append(Intent(name, "zh", answer, list(phrasings), "zh-template"))
    return intents


def load_rule_questions(rules_dir: Path | None = None) -> list[tuple[str, str, str, str]]:
    """(rule id, lang, question, answer) for every active global rule with a fixed answer and
    examples; none when the folder or YAML is missing or unreadable."""
    import yaml

    from dtlib.text import language

    folder = Path(rules_dir) if rules_dir else REPO_ROOT / "rules"
    out = []
    for path in sorted((folder / "global").glob("*.yaml")):
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            log.warning("skipping rules file %s: %s", path, exc)
            continue
        for rule in doc.get("rules") or []:
            if not isinstance(rule, dict) or rule.get("status", "active") != "active":
                continue
            answer = rule.get("answer") or {}
            match = rule.get("match") or {}
            if rule.get("params") or rule.get("action") or match.get("context") or not isinstance(answer, dict):
                continue
            for example in rule.get("examples") or []:
                lang = language(example)
                text = answer.get(lang)
                if isinstance(text, str) and text and "{" not in text:
                    out.append((str(rule.get("id")), lang, example, text))
    return out
