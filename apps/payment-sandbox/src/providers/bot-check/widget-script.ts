/**
 * The sandbox's widget script (`GET /recaptcha/api.js`), behaving like reCAPTCHA's `api.js`:
 * `window.grecaptcha` with `ready`, `execute(siteKey, { action })` (v3: a promise of a token) and
 * `render(container, { sitekey, callback, "expired-callback" })` (v2: an "I'm not a robot" box
 * that writes its token into a `g-recaptcha-response` field of the container's form), `getResponse`
 * and `reset`. The tokens come from the sandbox (`/recaptcha/api/execute`, `/recaptcha/api/challenge`):
 * the page cannot make one, and the merchant asks the sandbox about it with its secret.
 */
export function widgetScript(publicUrl: string, onload: string | undefined, boxLifetimeMs: number): string {
  return `(function () {
  var base = ${JSON.stringify(publicUrl)};
  function token(path, fields) {
    return fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }).then(function (response) {
      if (!response.ok) throw new Error("bot check sandbox " + response.status);
      return response.json();
    }).then(function (answer) { return answer.token; });
  }
  var widgets = [];
  function field(widget) { return widget.field.value; }
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    execute: function (siteKey, options) {
      return token("/recaptcha/api/execute", { k: String(siteKey), action: String((options && options.action) || "") });
    },
    render: function (container, params) {
      var element = typeof container === "string" ? document.getElementById(container) : container;
      var id = widgets.length;
      var label = document.createElement("label");
      label.setAttribute("style", "display:inline-flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid #767676;border-radius:4px;background:#f9f9f9;color:#222;font:16px/1.4 system-ui,sans-serif;cursor:pointer");
      var box = document.createElement("input");
      box.type = "checkbox";
      box.setAttribute("style", "width:24px;height:24px;margin:0");
      var text = document.createElement("span");
      text.textContent = "I'm not a robot";
      var result = document.createElement("textarea");
      result.name = "g-recaptcha-response";
      result.hidden = true;
      result.setAttribute("aria-hidden", "true");
      label.appendChild(box);
      label.appendChild(text);
      element.appendChild(label);
      element.appendChild(result);
      var widget = { box: box, field: result, timer: 0 };
      widgets.push(widget);
      box.addEventListener("change", function () {
        clearTimeout(widget.timer);
        result.value = "";
        if (!box.checked) return;
        box.disabled = true;
        token("/recaptcha/api/challenge", { k: String(params.sitekey) }).then(function (value) {
          result.value = value;
          box.disabled = false;
          if (params.callback) params.callback(value);
          widget.timer = setTimeout(function () {
            box.checked = false;
            result.value = "";
            if (params["expired-callback"]) params["expired-callback"]();
          }, ${boxLifetimeMs});
        }, function () {
          box.checked = false;
          box.disabled = false;
          if (params["error-callback"]) params["error-callback"]();
        });
      });
      return id;
    },
    getResponse: function (id) { var widget = widgets[id || 0]; return widget ? field(widget) : ""; },
    reset: function (id) {
      var widget = widgets[id || 0];
      if (!widget) return;
      clearTimeout(widget.timer);
      widget.box.checked = false;
      widget.field.value = "";
    },
  };
  var onload = ${JSON.stringify(onload ?? "")};
  if (onload && typeof window[onload] === "function") window[onload]();
})();
`;
}
