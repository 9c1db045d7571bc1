"""Immutable value classes, cheap to define and to build: the engine's actions and events.

``class Draw(Value): seat: int`` gives what ``@dataclass(frozen=True, slots=True)`` gives -- an
``__init__`` taking the annotated fields in order with their defaults (then calling
``__post_init__`` if the class has one), ``__eq__`` and ``__hash__`` over the fields (equal
only within one class), a ``repr`` that names them, ``__match_args__``, slots, copies and
pickles, and no assignment after ``__init__`` -- at a small part of the cost: a dataclass
takes a millisecond or more to define, and the engine defines about thirty-five at import.
``replace(value, **changes)`` and ``fields(cls)`` stand in for ``dataclasses.replace`` and
the names of ``dataclasses.fields``.
``__init__`` fills each slot through its own descriptor; a frozen dataclass's goes through
``object.__setattr__``, which makes an event cost twice as much to build.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import attrgetter
from types import CodeType, FunctionType
from typing import Any, ClassVar, TypeVar, dataclass_transform


def _values_getter(fields: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the tuple of an instance's field values."""
    if len(fields) == 1:
        get_one = attrgetter(fields[0])
        return lambda obj: (get_one(obj),)
    return attrgetter(*fields)


@cache
def _init_code(count: int, post_init: bool) -> CodeType:
    """The code of an ``__init__`` taking ``count`` arguments, each given to its setter,
    then calling ``__post_init__`` if asked."""
    params = "".join(f", a{i}" for i in range(count))
    sets = "".join(f"    _set{i}(self, a{i})\n" for i in range(count))
    if post_init:
        sets += "    self.__post_init__()\n"
    scope: dict[str, Any] = {}
    exec(f"def __init__(self{params}):\n{sets}", scope)
    code: CodeType = scope["__init__"].__code__
    return code


@dataclass_transform(frozen_default=True)
class _ValueType(type):
    """Turns the annotated fields of a class body into slots and writes its ``__init__``."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> _ValueType:
        annotations = namespace.get("__annotations__", {})
        own = tuple(f for f, kind in annotations.items() if not str(kind).startswith("ClassVar"))
        # A subclass adds its fields after its base's (as a dataclass's would).
        base: Any = next((b for b in bases if isinstance(b, _ValueType)), None)
        fields: tuple[str, ...] = (base._fields if base else ()) + own
        defaults: dict[str, Any] = {**(base._defaults if base else {})}
        defaults.update((f, namespace.pop(f)) for f in own if f in namespace)
        namespace["__slots__"] = own
        namespace["__match_args__"] = fields
        namespace["_fields"] = fields
        namespace["_defaults"] = defaults
        namespace["_values"] = staticmethod(_values_getter(fields)) if fields else None
        cls = super().__new__(mcs, name, bases, namespace)
        if fields:
            # ``__init__`` fills each slot through its descriptor's ``__set__``. Its code is
            # compiled once per number of fields and renamed for each class (compiling
            # costs more than the class itself); defaults are the function's own.
            scope = {f"_set{i}": getattr(cls, f).__set__ for i, f in enumerate(fields)}
            post_init = hasattr(cls, "__post_init__")
            code = _init_code(len(fields), post_init).replace(
                co_varnames=("self", *fields), co_qualname=f"{name}.__init__"
            )
            last = fields[len(fields) - len(defaults) :]
            if any(f not in defaults for f in last):
                raise TypeError(f"{name}: the fields with defaults must come last")
            init = FunctionType(code, scope, "__init__", tuple(defaults[f] for f in last))
            init.__module__ = cls.__module__
            cls.__init__ = init  # type: ignore[misc]
        return cls


class Value(metaclass=_ValueType):
    """Base of the engine's immutable value classes (see the module's docstring)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]]
    _defaults: ClassVar[dict[str, Any]]
    _values: ClassVar[Callable[[Any], tuple[Any, ...]]]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(type(self)._values(self) == type(self)._values(other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(type(self)._values(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __reduce__(self) -> tuple[type[Value], tuple[Any, ...]]:
        return (type(self), type(self)._values(self))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is frozen")


V = TypeVar("V", bound=Value)


def fields(cls: type[Value]) -> tuple[str, ...]:
    """The names of a value class's fields, in order."""
    return cls._fields


def replace(value: V, **changes: Any) -> V:
    """A copy of ``value`` with the fields named in ``changes`` changed (what
    ``dataclasses.replace`` does for a dataclass)."""
    names = fields(type(value))
    unknown = changes.keys() - names
    if unknown:
        raise TypeError(f"{type(value).__name__} has no field {sorted(unknown)[0]!r}")
    return type(value)(*(changes[f] if f in changes else getattr(value, f) for f in names))
