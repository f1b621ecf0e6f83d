"""Generated from schemas/sandbox.proto by `dualtrack schemas`; do not edit."""
