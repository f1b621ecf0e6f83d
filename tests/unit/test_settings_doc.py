from dtlib.settings import Settings
from dualtrack.settings import OWNERS, AllSettings, declared
from dualtrack.settings_doc import update_readme


def test_every_setting_is_described() -> None:
    undocumented = [name for name, f in AllSettings.model_fields.items() if not f.description]
    assert not undocumented


def test_every_setting_has_one_owner() -> None:
    owned = [name for _, kind in OWNERS for name in declared(kind)]
    assert sorted(owned) == sorted(AllSettings.model_fields)
    assert set(declared(Settings)) == set(Settings.model_fields)


def test_a_setting_keeps_its_variable_name(monkeypatch) -> None:
    from services.cache.settings import CacheSettings

    monkeypatch.setenv("DT_CACHE_TTL_S", "12.5")
    monkeypatch.setenv("DT_KAFKA_BOOTSTRAP", "broker:9092")
    settings = CacheSettings()
    assert (settings.cache_ttl_s, settings.kafka_bootstrap) == (12.5, "broker:9092")


def test_readme_settings_table_is_current() -> None:
    assert update_readme(check=True), "run `dualtrack settings --readme`"
