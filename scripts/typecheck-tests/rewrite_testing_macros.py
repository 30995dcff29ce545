"""Rewrites Swift Testing macros in test sources into calls of TestingStub.swift's functions,
keeping every line where it was, so that test targets type-check against a Mac SDK."""
import re, sys

def scan_balanced(s, i, open_ch, close_ch):
    """s[i] == open_ch; returns index just past the matching close_ch."""
    depth = 0
    n = len(s)
    ctx = []  # stack of ('code', depth_at_entry) / ('str', multiline)
    while i < n:
        c = s[i]
        if ctx and ctx[-1][0] == 'str':
            multi = ctx[-1][1]
            if c == '\\':
                if s.startswith('\\(', i):
                    ctx.append(('interp', 0)); i += 2; continue
                i += 2; continue
            if multi and s.startswith('"""', i):
                ctx.pop(); i += 3; continue
            if not multi and c == '"':
                ctx.pop(); i += 1; continue
            i += 1; continue
        if ctx and ctx[-1][0] == 'interp':
            if c == '(':
                ctx[-1] = ('interp', ctx[-1][1] + 1)
            elif c == ')':
                if ctx[-1][1] == 0:
                    ctx.pop(); i += 1; continue
                ctx[-1] = ('interp', ctx[-1][1] - 1)
            elif c == '"':
                if s.startswith('"""', i): ctx.append(('str', True)); i += 3; continue
                ctx.append(('str', False)); i += 1; continue
            i += 1; continue
        if s.startswith('//', i) and not s.startswith('///', i - 1 if i else 0) or s.startswith('//', i):
            j = s.find('\n', i); i = n if j < 0 else j; continue
        if c == '"':
            if s.startswith('"""', i): ctx.append(('str', True)); i += 3; continue
            ctx.append(('str', False)); i += 1; continue
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced")

def blank(text):
    return re.sub(r'[^\n]', ' ', text)

def rewrite(s):
    out = []
    i = 0
    pat = re.compile(r'@(Test|Suite)\b|#(expect|require)\(|#_sourceLocation|#expect(?=\s*\{)')
    while True:
        m = pat.search(s, i)
        if not m:
            out.append(s[i:]); break
        out.append(s[i:m.start()])
        tok = m.group(0)
        if tok.startswith('@'):
            j = m.end()
            if j < len(s) and s[j] == '(':
                j = scan_balanced(s, j, '(', ')')
            out.append(blank(s[m.start():j])); i = j; continue
        if tok == '#expect':
            out.append('__expect'); i = m.end(); continue
        if tok == '#_sourceLocation':
            out.append('SourceLocation.__here()'); i = m.end(); continue
        name = m.group(2)
        open_i = m.end() - 1
        try:
            close_i = scan_balanced(s, open_i, '(', ')')
        except ValueError:
            out.append(tok); i = m.end(); continue
        inner = s[open_i:close_i]
        tail_end = close_i
        k = close_i
        while k < len(s) and s[k] in ' \t': k += 1
        trailing = ''
        if k < len(s) and s[k] == '{':
            tail_end = scan_balanced(s, k, '{', '}')
            trailing = s[close_i:tail_end]
        is_async = re.search(r'\bawait\b', inner + trailing) is not None
        fn = '__' + name + ('Async' if is_async else '')
        prefix = 'await ' if is_async else ''
        out.append(prefix + fn + rewrite(inner) + rewrite(trailing))
        i = tail_end
    return ''.join(out)

if __name__ == '__main__':
    src, dst = sys.argv[1], sys.argv[2]
    open(dst, 'w').write(rewrite(open(src).read()))
