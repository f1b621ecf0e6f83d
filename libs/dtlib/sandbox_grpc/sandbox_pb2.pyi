from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ExecuteRequest(_message.Message):
    __slots__ = ("op", "args_json", "source", "deadline_ms")
    OP_FIELD_NUMBER: _ClassVar[int]
    ARGS_JSON_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_MS_FIELD_NUMBER: _ClassVar[int]
    op: str
    args_json: str
    source: str
    deadline_ms: int
    def __init__(self, op: _Optional[str] = ..., args_json: _Optional[str] = ..., source: _Optional[str] = ..., deadline_ms: _Optional[int] = ...) -> None: ...

class Span(_message.Message):
    __slots__ = ("start", "end")
    START_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    start: int
    end: int
    def __init__(self, start: _Optional[int] = ..., end: _Optional[int] = ...) -> None: ...

class Step(_message.Message):
    __slots__ = ("op", "args", "result", "span")
    OP_FIELD_NUMBER: _ClassVar[int]
    ARGS_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    SPAN_FIELD_NUMBER: _ClassVar[int]
    op: str
    args: _containers.RepeatedScalarFieldContainer[str]
    result: str
    span: Span
    def __init__(self, op: _Optional[str] = ..., args: _Optional[_Iterable[str]] = ..., result: _Optional[str] = ..., span: _Optional[_Union[Span, _Mapping]] = ...) -> None: ...

class Error(_message.Message):
    __slots__ = ("code", "message", "hint")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    HINT_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    hint: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., hint: _Optional[str] = ...) -> None: ...

class ExecuteResponse(_message.Message):
    __slots__ = ("status", "value", "display", "rounded", "steps", "error", "elapsed_ms", "items", "code_version")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_FIELD_NUMBER: _ClassVar[int]
    ROUNDED_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_MS_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    CODE_VERSION_FIELD_NUMBER: _ClassVar[int]
    status: str
    value: str
    display: str
    rounded: bool
    steps: _containers.RepeatedCompositeFieldContainer[Step]
    error: Error
    elapsed_ms: float
    items: _containers.RepeatedCompositeFieldContainer[ExecuteResponse]
    code_version: str
    def __init__(self, status: _Optional[str] = ..., value: _Optional[str] = ..., display: _Optional[str] = ..., rounded: _Optional[bool] = ..., steps: _Optional[_Iterable[_Union[Step, _Mapping]]] = ..., error: _Optional[_Union[Error, _Mapping]] = ..., elapsed_ms: _Optional[float] = ..., items: _Optional[_Iterable[_Union[ExecuteResponse, _Mapping]]] = ..., code_version: _Optional[str] = ...) -> None: ...
