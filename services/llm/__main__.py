from dtlib.runtime import run

from .main import step
from .settings import LlmSettings

if __name__ == "__main__":
    run(step, LlmSettings())
