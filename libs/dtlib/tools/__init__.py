"""Tools: the registry (`tools/*.yaml`), each tool's parameter schema, and the pre-check that reads
parameters from a request or checks those the model filled. The rules, llm and tools services
share it, so a parameter is judged the same way wherever it was filled.
"""

from .precheck import Reading, ground, named, read
from .registry import Registry, load_folder, parse_tools
from .spec import Endpoint, ToolError, ToolParam, ToolSpec, json_schema, validate

__all__ = ["Endpoint", "Reading", "Registry", "ToolError", "ToolParam", "ToolSpec", "ground",
           "json_schema", "load_folder", "named", "parse_tools", "read", "validate"]
