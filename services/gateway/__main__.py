from dtlib.runtime import run

from .main import step
from .settings import GatewaySettings

if __name__ == "__main__":
    run(step, GatewaySettings())
