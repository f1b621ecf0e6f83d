"""The chats corpus's Chinese rows (written on h/chats_zh, which replaces this file at the merge)."""

FAST: list = []
SLOW: list = []
