from dtlib.runtime import run

from .main import step
from .settings import FuserSettings

if __name__ == "__main__":
    run(step, FuserSettings())
