"""The console every command of the command line prints to."""

from rich.console import Console

console = Console()
