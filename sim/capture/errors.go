package capture

import (
	"errors"
	"fmt"
)

// ErrFile is what every error about a frame file's content or access
// matches (errors.Is): the file cannot be used, as opposed to a bad flag.
// Commands exit 1 on it.
var ErrFile = errors.New("frame file cannot be used")

// fileError is one line naming the file, the line, the format the file
// looks like and what is missing.
type fileError struct{ msg string }

func (e *fileError) Error() string        { return e.msg }
func (e *fileError) Is(target error) bool { return target == ErrFile }

// refuse returns a fileError whose text is format filled with args.
func refuse(format string, args ...any) error {
	return &fileError{fmt.Sprintf(format, args...)}
}
