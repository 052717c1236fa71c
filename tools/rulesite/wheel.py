"""Build the engine's wheel (``rulebooks-<version>-py3-none-any.whl``) for Pyodide.

The engine is pure Python with no dependencies, so its wheel is a zip of the
package plus the ``.dist-info`` files PEP 427 asks for. Building it here keeps
the site build fast and reproducible (fixed timestamps, sorted entries): the
same sources give the same bytes.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = (".py", ".md", ".toml", ".json")
STAMP = (2020, 1, 1, 0, 0, 0)


def project_version(root: Path = ROOT) -> str:
    with open(root / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def package_files(package: Path) -> list[Path]:
    """Source and data files of the package, sorted, without caches."""
    return sorted(
        path for path in package.rglob("*")
        if path.is_file() and path.suffix in INCLUDE and "__pycache__" not in path.parts
    )


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(out_dir: Path, root: Path = ROOT) -> Path:
    """Write the wheel into ``out_dir`` and return its path."""
    version = project_version(root)
    name = f"rulebooks-{version}-py3-none-any.whl"
    info = f"rulebooks-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (path.relative_to(root).as_posix(), path.read_bytes())
        for path in package_files(root / "rulebooks")
    ]
    entries.append((f"{info}/METADATA", (
        f"Metadata-Version: 2.1\nName: rulebooks\nVersion: {version}\n"
        "Summary: Rules engines for board games (standard library only)\n"
        "Requires-Python: >=3.11\n").encode()))
    entries.append((f"{info}/WHEEL", (
        b"Wheel-Version: 1.0\nGenerator: rulesite.wheel\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n")))
    record = [_record_line(n, d) for n, d in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / name
    target.write_bytes(zip_bytes(entries))
    return target


def zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A zip of ``entries`` (name, data) in their order: the same entries give the same
    bytes (fixed timestamps)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for entry, data in entries:
            zinfo = zipfile.ZipInfo(entry, STAMP)
            zinfo.external_attr = 0o644 << 16
            zinfo.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(zinfo, data)
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulesite wheel", description=__doc__)
    parser.add_argument("--out", default="dist", help="folder for the wheel (default: dist)")
    args = parser.parse_args(argv)
    print(build_wheel(Path(args.out)))
    return 0
