from dtlib.runtime import run
from dtlib.settings import get_settings

from .main import step

if __name__ == "__main__":
    run(step, get_settings())
