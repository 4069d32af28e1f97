package sandbox

import "fmt"

func fmtv(v any) string { return fmt.Sprint(v) }
