from dtlib.settings import Settings
from dualtrack.settings_doc import update_readme


def test_every_setting_is_described() -> None:
    undocumented = [name for name, f in Settings.model_fields.items() if not f.description]
    assert not undocumented


def test_readme_settings_table_is_current() -> None:
    assert update_readme(check=True), "run `dualtrack settings --readme`"
