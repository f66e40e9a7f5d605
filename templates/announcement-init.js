(function(){try{if(localStorage.getItem({{key}})==={{id}})document.documentElement.setAttribute({{attribute}},'')}catch(e){}})();
