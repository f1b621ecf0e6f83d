# /tmp/client.properties for Kafka's own tools from the DT_KAFKA_* settings the services read
# (dtlib.kafka_config), so the topics job connects to a secured cluster as they do.
escape() {  # a JAAS option value inside a .properties line: \ and " escaped for JAAS, \ again for the file
  printf '%s' "$1" | sed -e 's/[\\"]/\\&/g' -e 's/\\/\\\\/g'
}
props=/tmp/client.properties
echo "security.protocol=${DT_KAFKA_SECURITY_PROTOCOL}" > "$props"
case "${DT_KAFKA_SECURITY_PROTOCOL}" in
  SASL_*)
    user=$(escape "${DT_KAFKA_SASL_USERNAME:-}")
    password=$(escape "${DT_KAFKA_SASL_PASSWORD:-}")
    echo "sasl.mechanism=${DT_KAFKA_SASL_MECHANISM}" >> "$props"
    case "${DT_KAFKA_SASL_MECHANISM}" in
      PLAIN)
        echo "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"$user\" password=\"$password\";" >> "$props" ;;
      OAUTHBEARER)
        export KAFKA_OPTS="${KAFKA_OPTS:-} -Dorg.apache.kafka.sasl.oauthbearer.allowed.urls=${DT_KAFKA_OAUTH_TOKEN_URL}"
        echo "sasl.oauthbearer.token.endpoint.url=${DT_KAFKA_OAUTH_TOKEN_URL}" >> "$props"
        echo "sasl.login.callback.handler.class=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler" >> "$props"
        echo "sasl.jaas.config=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required clientId=\"$user\" clientSecret=\"$password\";" >> "$props" ;;
      *)
        echo "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"$user\" password=\"$password\";" >> "$props" ;;
    esac ;;
esac
case "${DT_KAFKA_SECURITY_PROTOCOL}" in
  SSL|SASL_SSL)
    if [ -n "${DT_KAFKA_SSL_CA:-}" ]; then
      echo "ssl.truststore.type=PEM" >> "$props"
      echo "ssl.truststore.location=${DT_KAFKA_SSL_CA}" >> "$props"
    fi
    case "$(echo "${DT_KAFKA_SSL_VERIFY_HOSTNAME:-true}" | tr 'A-Z' 'a-z')" in
      false|0|no|off) echo "ssl.endpoint.identification.algorithm=" >> "$props" ;;
    esac
    if [ -n "${DT_KAFKA_SSL_CERT:-}" ]; then  # Java reads a PEM keystore as the key, then the certificate
      cat "${DT_KAFKA_SSL_KEY}" "${DT_KAFKA_SSL_CERT}" > /tmp/client.pem
      echo "ssl.keystore.type=PEM" >> "$props"
      echo "ssl.keystore.location=/tmp/client.pem" >> "$props"
      if [ -n "${DT_KAFKA_SSL_KEY_PASSWORD:-}" ]; then
        echo "ssl.key.password=${DT_KAFKA_SSL_KEY_PASSWORD}" >> "$props"
      fi
    fi ;;
esac
