module tickbox

go 1.26
