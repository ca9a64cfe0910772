"""Helpers of .ci/notebook, for Debian's /usr/bin/python3 (standard library only).

    notebook.py saved EXECUTED SOURCE OUT REPO
        writes OUT: SOURCE's cells (their ids, sources and metadata) with
        EXECUTED's outputs and execution counts, in a form that depends on
        nothing but the outputs themselves, so two runs give the same bytes
        (REPO, the clone's path, is written <repository>). Fails when a
        cell wrote to stderr or stopped with an error.
    notebook.py texts NOTEBOOK
        prints every text in the code cells' outputs, for grep.
"""
import json
import re
import sys

# Text outputs a notebook may hold; a MIME type not listed is kept as it is.
TEXT_TYPES = ("text/plain", "text/markdown", "text/html", "image/svg+xml")


def lines(text):
    """The text as nbformat saves it: a list of lines, each with its newline."""
    if isinstance(text, list):
        text = "".join(text)
    return text.splitlines(keepends=True)


def scrub(text, repo):
    """Replaces what depends on the machine: the clone's path and GoNB's
    temporary directory."""
    text = text.replace(repo, "<repository>")
    return re.sub(r"(?:/[^/\s\"']+)*/gonb_[A-Za-z0-9]+", "<gonb temporary directory>", text)


def saved_output(out, repo):
    """One output, without its timing, transient data or empty metadata."""
    kind = out["output_type"]
    if kind == "stream":
        return {"output_type": kind, "name": out["name"], "text": lines(scrub("".join(lines(out["text"])), repo))}
    if kind in ("display_data", "execute_result"):
        data = {}
        for mime, value in out.get("data", {}).items():
            data[mime] = lines(scrub("".join(lines(value)), repo)) if mime in TEXT_TYPES else value
        saved = {"output_type": kind, "data": data, "metadata": out.get("metadata", {})}
        if kind == "execute_result":
            saved["execution_count"] = out.get("execution_count")
        return saved
    return {"output_type": kind, "ename": out.get("ename", ""), "evalue": scrub(out.get("evalue", ""), repo),
            "traceback": [scrub(t, repo) for t in out.get("traceback", [])]}


def saved_outputs(outputs, repo):
    """The outputs, consecutive pieces of one stream joined (the kernel may
    send a stream in pieces of any size)."""
    saved = []
    for out in outputs:
        out = saved_output(out, repo)
        last = saved[-1] if saved else None
        if last and out["output_type"] == "stream" and last["output_type"] == "stream" and last["name"] == out["name"]:
            last["text"] = lines("".join(last["text"]) + "".join(out["text"]))
        else:
            saved.append(out)
    return saved


def saved(executed_path, source_path, out_path, repo):
    with open(executed_path, encoding="utf-8") as f:
        executed = json.load(f)
    with open(source_path, encoding="utf-8") as f:
        nb = json.load(f)
    if len(executed["cells"]) != len(nb["cells"]):
        sys.exit("the executed notebook has %d cells, the committed one %d" % (len(executed["cells"]), len(nb["cells"])))
    for cell, run in zip(nb["cells"], executed["cells"]):
        if cell["cell_type"] != "code":
            continue
        cell["metadata"].pop("execution", None)
        cell["execution_count"] = run.get("execution_count")
        cell["outputs"] = saved_outputs(run.get("outputs", []), repo)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(json.dumps(nb, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    complaints = [complaint(i, out) for i, cell in enumerate(nb["cells"], 1) for out in cell.get("outputs", [])]
    complaints = [c for c in complaints if c]
    if complaints:
        sys.exit("\n".join(complaints))


def complaint(i, out):
    """What is wrong with an output that a lesson should not show."""
    if out["output_type"] == "stream" and out["name"] == "stderr":
        return "cell %d wrote to stderr:\n%s" % (i, "".join(out["text"])[-2000:])
    if out["output_type"] == "error":
        return "cell %d stopped with %s: %s" % (i, out["ename"], out["evalue"])
    return ""


def texts(path):
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            for text in [out.get("text", "")] + list(out.get("data", {}).values()):
                print("".join(text) if isinstance(text, list) else text)


if __name__ == "__main__":
    if sys.argv[1:2] == ["saved"] and len(sys.argv) == 6:
        saved(*sys.argv[2:])
    elif sys.argv[1:2] == ["texts"] and len(sys.argv) == 3:
        texts(sys.argv[2])
    else:
        sys.exit(__doc__)
