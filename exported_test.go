package vera

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// exportedJustified is the list of exported identifiers that no other package of ours uses and that
// stay exported anyway, each with its reason (docs/architecture.md, "A small public surface").
const exportedJustified = "testdata/exported.txt"

// TestExportedNamesAreUsed fails on an exported name of ours (a package-level identifier, or a method
// of an exported type) that no other package of the module uses, in code or tests, unless
// testdata/exported.txt lists it with a reason; and on a listed name that is used now or gone, so the
// list never goes stale. A method that implements an interface method is used by that interface.
// Generated bindings and the binary (package main) are left out: their exports are not a surface.
//
// `go test -run TestExportedNamesAreUsed -v .` logs the count of exported names.
func TestExportedNamesAreUsed(t *testing.T) {
	declared, used, err := exportedAndUsed()
	if err != nil {
		t.Fatal(err)
	}
	justified, err := readJustified(exportedJustified)
	if err != nil {
		t.Fatal(err)
	}
	var unused []string
	for name := range declared {
		if !used[name] {
			unused = append(unused, name)
		}
	}
	sort.Strings(unused)
	t.Logf("%d exported names, %d used by no other package of ours, %d of those justified in %s",
		len(declared), len(unused), len(justified), exportedJustified)
	for _, name := range unused {
		if _, ok := justified[name]; !ok {
			t.Errorf("%s is exported but no other package of ours uses it: unexport it, or list it in %s with the reason it stays exported", name, exportedJustified)
		}
	}
	for name := range justified {
		switch {
		case !declared[name]:
			t.Errorf("%s: %s lists it, but it is not an exported name of ours (any more): drop the line", exportedJustified, name)
		case used[name]:
			t.Errorf("%s: %s lists it, but another package uses it now: drop the line", exportedJustified, name)
		}
	}
}

// exportedAndUsed loads every package of the module with its tests, those behind build tags too, and returns the exported names
// ("pkg/path.Name" or "pkg/path.Type.Method") and those some other package uses.
func exportedAndUsed() (declared, used map[string]bool, err error) {
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps,
		Tests: true,
		// The tests behind build tags (`make cluster-test`, the compose stack) use exported names too,
		// and must keep compiling.
		BuildFlags: []string{"-tags=cluster,compose"},
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, nil, fmt.Errorf("load packages: %w", err)
	}
	var loadErrs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, e.Error())
		}
	})
	if len(loadErrs) > 0 {
		return nil, nil, fmt.Errorf("load packages: %s", strings.Join(loadErrs, "; "))
	}

	const module = "github.com/vera-invest/vera"
	ours := func(path string) bool { return path == module || strings.HasPrefix(path, module+"/") }
	declared = map[string]bool{}
	used = map[string]bool{}
	var interfaces []*types.Interface
	seenIface := map[*types.Package]bool{}
	var collectIfaces func(*types.Package)
	collectIfaces = func(tp *types.Package) {
		if tp == nil || seenIface[tp] {
			return
		}
		seenIface[tp] = true
		scope := tp.Scope()
		for _, n := range scope.Names() {
			if tn, ok := scope.Lookup(n).(*types.TypeName); ok {
				if it, ok := tn.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
					interfaces = append(interfaces, it)
				}
			}
		}
		for _, imp := range tp.Imports() {
			collectIfaces(imp)
		}
	}

	type method struct {
		key string
		fn  *types.Func
		ptr *types.Pointer
	}
	var methods []method
	for _, p := range pkgs {
		collectIfaces(p.Types)
		// Interfaces written inline (a parameter's interface{ M() }) implement-use methods too.
		for _, tv := range p.TypesInfo.Types {
			if it, ok := tv.Type.Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
				interfaces = append(interfaces, it)
			}
		}
		path := strings.TrimSuffix(p.PkgPath, "_test")
		if !ours(path) || p.Name == "main" || strings.HasSuffix(p.ID, ".test") {
			continue
		}
		// Declarations: from the package's own non-test, non-generated files.
		for _, f := range p.Syntax {
			if ast.IsGenerated(f) || strings.HasSuffix(p.Fset.Position(f.Pos()).Filename, "_test.go") {
				continue
			}
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					obj, _ := p.TypesInfo.Defs[d.Name].(*types.Func)
					if obj == nil || !obj.Exported() {
						continue
					}
					sig := obj.Type().(*types.Signature)
					if sig.Recv() == nil {
						declared[path+"."+obj.Name()] = true
						continue
					}
					named := receiverNamed(sig.Recv().Type())
					if named == nil || !named.Obj().Exported() {
						continue
					}
					key := path + "." + named.Obj().Name() + "." + obj.Name()
					declared[key] = true
					methods = append(methods, method{key, obj, types.NewPointer(named)})
				case *ast.GenDecl:
					for _, s := range d.Specs {
						switch s := s.(type) {
						case *ast.TypeSpec:
							if s.Name.IsExported() {
								declared[path+"."+s.Name.Name] = true
							}
						case *ast.ValueSpec:
							for _, n := range s.Names {
								if n.IsExported() {
									declared[path+"."+n.Name] = true
								}
							}
						}
					}
				}
			}
		}
	}

	// Uses: every identifier of every package (tests included) that names an object of ours declared
	// in another package. A package's external test package (x_test) is another package: what it
	// reaches is what any caller could.
	for _, p := range pkgs {
		home := p.PkgPath
		for _, obj := range p.TypesInfo.Uses {
			if obj.Pkg() == nil || !ours(obj.Pkg().Path()) || obj.Pkg().Path() == home {
				continue
			}
			if key := objectKey(obj); key != "" {
				used[key] = true
			}
			// The types a used name carries are used with it: a constructor's result, a field's type.
			markTypes(obj.Type(), ours, used, map[types.Type]bool{})
		}
	}
	// A method that some interface needs is used through it.
	for _, m := range methods {
		if used[m.key] {
			continue
		}
		for _, it := range interfaces {
			if it.NumMethods() == 0 {
				continue
			}
			if sel, _, _ := types.LookupFieldOrMethod(it, false, nil, m.fn.Name()); sel == nil {
				continue
			}
			if types.Implements(m.ptr, it) || types.Implements(m.ptr.Elem(), it) {
				used[m.key] = true
				break
			}
		}
	}
	return declared, used, nil
}

// markTypes marks the named types of ours that t is made of (through pointers, slices, maps,
// channels, signatures and type arguments) as used.
func markTypes(t types.Type, ours func(string) bool, used map[string]bool, seen map[types.Type]bool) {
	if t == nil || seen[t] {
		return
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Named:
		if obj := t.Obj(); obj.Pkg() != nil && ours(obj.Pkg().Path()) {
			used[obj.Pkg().Path()+"."+obj.Name()] = true
		}
		for i := 0; i < t.TypeArgs().Len(); i++ {
			markTypes(t.TypeArgs().At(i), ours, used, seen)
		}
	case *types.Alias:
		if obj := t.Obj(); obj.Pkg() != nil && ours(obj.Pkg().Path()) {
			used[obj.Pkg().Path()+"."+obj.Name()] = true
		}
		markTypes(types.Unalias(t), ours, used, seen)
	case *types.Pointer:
		markTypes(t.Elem(), ours, used, seen)
	case *types.Slice:
		markTypes(t.Elem(), ours, used, seen)
	case *types.Array:
		markTypes(t.Elem(), ours, used, seen)
	case *types.Map:
		markTypes(t.Key(), ours, used, seen)
		markTypes(t.Elem(), ours, used, seen)
	case *types.Chan:
		markTypes(t.Elem(), ours, used, seen)
	case *types.Signature:
		for i := 0; i < t.Params().Len(); i++ {
			markTypes(t.Params().At(i).Type(), ours, used, seen)
		}
		for i := 0; i < t.Results().Len(); i++ {
			markTypes(t.Results().At(i).Type(), ours, used, seen)
		}
	}
}

func receiverNamed(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := t.(*types.Named)
	if n != nil {
		n = n.Origin()
	}
	return n
}

func objectKey(obj types.Object) string {
	path := obj.Pkg().Path()
	switch o := obj.(type) {
	case *types.Func:
		o = o.Origin()
		if sig, ok := o.Type().(*types.Signature); ok && sig.Recv() != nil {
			named := receiverNamed(sig.Recv().Type())
			if named == nil {
				return ""
			}
			return path + "." + named.Obj().Name() + "." + o.Name()
		}
		return path + "." + o.Name()
	case *types.Var:
		if o.IsField() {
			return ""
		}
		return path + "." + o.Name()
	case *types.TypeName, *types.Const:
		return path + "." + obj.Name()
	}
	return ""
}

// readJustified reads "name — reason" lines; blank lines and # comments are skipped. A line without
// a reason is an error.
func readJustified(file string) (map[string]string, error) {
	f, err := os.Open(filepath.Clean(file))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", file, err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, " — ")
		if !ok || strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("%s:%d: want \"pkg/path.Name — reason\"", file, n)
		}
		out[strings.TrimSpace(name)] = strings.TrimSpace(reason)
	}
	return out, sc.Err()
}
