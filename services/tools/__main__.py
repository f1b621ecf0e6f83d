from dtlib.runtime import run

from .main import step
from .settings import ToolsSettings

if __name__ == "__main__":
    run(step, ToolsSettings())
