"""The settings of the tools service (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class ToolsSettings(Settings):
    tools_reload_s: float = Field(
        1.0, description="How often the tools service checks tools_dir for changed YAML files.",
    )
    tools_host_host: str = Field(
        "127.0.0.1", description="Address the project's host tool (load average and memory read "
        "from /proc) binds; 0.0.0.0 in containers."
    )
    tools_host_port: int = Field(
        8097, description="Port of the host tool, served by each tools replica (`dualtrack dev up` "
        "gives replica N the port plus N); 0: not served."
    )
    tools_host_url: str = Field(
        "http://127.0.0.1:8097", description="Where tools are told to reach the host tool "
        "(`{host_tool_url}` in tools/*.yaml)."
    )
