{{/* A service's object name: <release>-<service>. */}}
{{- define "dualtrack.name" -}}
{{ .root.Release.Name }}-{{ .service }}
{{- end }}

{{/* Labels that select a service's pods. */}}
{{- define "dualtrack.selector" -}}
app.kubernetes.io/name: dualtrack
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
{{- end }}

{{- define "dualtrack.labels" -}}
{{ include "dualtrack.selector" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ .root.Chart.Name }}-{{ .root.Chart.Version }}
{{- end }}

{{/* A topic's full name: DT_TOPIC_PREFIX and the topic (dtlib.topics.topic_name). */}}
{{- define "dualtrack.topic" -}}
{{ .root.Values.settings.DT_TOPIC_PREFIX }}{{ .topic }}
{{- end }}

{{/* DT_* variables as ConfigMap data or Secret stringData: templates rendered, nulls left out. */}}
{{- define "dualtrack.variables" -}}
{{- range $variable, $value := .values }}
{{- if not (kindIs "invalid" $value) }}
{{ $variable }}: {{ tpl (toString $value) $.root | quote }}
{{- end }}
{{- end }}
{{- end }}
