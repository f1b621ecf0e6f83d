import uuid

from dualtrack.stack import kafka


def test_a_new_cluster_id_never_starts_with_a_dash(monkeypatch) -> None:
    # 0xf8 as the first byte makes URL-safe base64 start with "-" (the storage tool then reads
    # the id as an option and refuses to format)
    made = iter([uuid.UUID(bytes=b"\xf8" + b"\x01" * 15), uuid.UUID(bytes=b"\x10" * 16)])
    monkeypatch.setattr(kafka.uuid, "uuid4", lambda: next(made))
    cid = kafka.new_cluster_id()
    assert not cid.startswith("-") and len(cid) == 22
